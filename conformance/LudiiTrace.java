// mancala-arbiter conformance harness (MIT): prints Ludii's play as JSON lines. It calls Ludii's API as a
// library built outside this repository (conformance/build_ludii.sh); no Ludii code is included here.
import java.io.File;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.apache.commons.rng.core.source64.SplitMix64;

import game.Game;
import game.equipment.container.Container;
import game.equipment.container.board.Track;
import game.equipment.other.Regions;
import game.types.board.SiteType;
import main.Status;
import main.collections.FastArrayList;
import main.options.Ruleset;
import other.GameLoader;
import other.context.Context;
import other.move.Move;
import other.state.container.ContainerState;
import other.topology.TopologyElement;
import other.trial.Trial;

/**
 * LudiiTrace: use Ludii (Common+Core+Language, no GUI/AI) as a rules oracle for sowing games.
 *
 * Usage:
 *   java -cp $CP LudiiTrace --lud FILE.lud [--ruleset "Ruleset/Name" | --option "Cat/Item" ...]
 *        [--mode trace|bench|info] [--games N] [--seed S] [--max-plies M] [--seconds T]
 *        [--succ] [--replay FILE|- [--replay-canon]]
 *
 * mode=info : one JSON line describing the game (sites + geometry, regions, maps, tracks, rulesets,
 *             canonical 2-row layout if any, start state).
 * mode=trace: info line, then one JSON line per ply, then one "end" line per game.
 *             --succ adds "legal_next": the successor state of every legal move.
 *             --replay FILE: instead of random games, replay one game per line of FILE ("-" = stdin);
 *             tokens: N = from-site (or canonical pit with --replay-canon; 100/101 = P1/P2 store),
 *             "#K" = K-th legal move, "pass". A Ludii forced pass is applied automatically.
 *             "P:T" = token T played by player P; "P:T+K" = and the turn goes on with K relay laps,
 *             which Ludii plays as plies of their own (one legal move each): they are played before
 *             the next token even where that token names the same player and pit.
 * mode=bench: one JSON line: load time, random playouts per CPU-second (own loop and game.playout()).
 *             --seconds T = CPU-seconds of the main thread (20% warm-up, 40% loop, 40% game.playout).
 *
 * Randomness: random game g uses java.util.Random(seed*1000003 + g) to pick a legal move uniformly
 * (index into game.moves(context).moves(), whose order is deterministic), and the Context RNG
 * (used by stochastic games, e.g. dice) is seeded with SplitMix64(seed*7919 + g).
 */
public class LudiiTrace
{
	static String ludPath = null;
	static String ruleset = null;
	static List<String> options = new ArrayList<>();
	static String mode = "trace";
	static int games = 1;
	static long seed = 1;
	static int maxPlies = 5000;
	static double seconds = 10.0;
	static boolean succ = false;
	static String replayFile = null;
	static boolean replayCanon = false;

	/** Canonical 2-row layout: canonPits[c] = Ludii site of canonical pit c (P1 row left->right as seen
	 *  by P1 sitting at the bottom, then P2 row right->left, i.e. counter-clockwise); canonStores[p-1] =
	 *  Ludii site of player p's store. null when the board is not a plain 2-row board. */
	static int[] canonPits = null;
	static int[] canonStores = null;
	static int[] siteToCanon = null;
	static double loadCpuMs = 0;

	static long threadCpu()
	{
		return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
	}

	public static void main(final String[] args) throws Exception
	{
		for (int i = 0; i < args.length; i++)
		{
			switch (args[i])
			{
			case "--lud": ludPath = args[++i]; break;
			case "--ruleset": ruleset = args[++i]; break;
			case "--option": options.add(args[++i]); break;
			case "--mode": mode = args[++i]; break;
			case "--games": games = Integer.parseInt(args[++i]); break;
			case "--seed": seed = Long.parseLong(args[++i]); break;
			case "--max-plies": maxPlies = Integer.parseInt(args[++i]); break;
			case "--seconds": seconds = Double.parseDouble(args[++i]); break;
			case "--succ": succ = true; break;
			case "--replay": replayFile = args[++i]; break;
			case "--replay-canon": replayCanon = true; break;
			default: throw new IllegalArgumentException("unknown arg " + args[i]);
			}
		}
		if (ludPath == null)
			throw new IllegalArgumentException("--lud FILE required");

		final PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, "UTF-8");

		final long t0 = System.nanoTime();
		final long c0 = threadCpu();
		final Game game;
		final File f = new File(ludPath);
		if (!options.isEmpty())
			game = GameLoader.loadGameFromFile(f, options);
		else if (ruleset != null)
			game = GameLoader.loadGameFromFile(f, ruleset);
		else
			game = GameLoader.loadGameFromFile(f);
		final double loadMs = (System.nanoTime() - t0) / 1e6;
		loadCpuMs = (threadCpu() - c0) / 1e6;
		if (game == null)
		{
			out.println("{\"t\":\"error\",\"msg\":\"game failed to compile\"}");
			out.flush();
			System.exit(2);
		}

		computeCanon(game);
		if (mode.equals("info") || mode.equals("trace"))
		{
			out.println(infoJson(game, loadMs));
			out.flush();
		}
		if (mode.equals("trace"))
		{
			if (replayFile != null)
			{
				// one game per non-empty line of the replay file ("-" = stdin)
				final java.io.BufferedReader br = replayFile.equals("-")
					? new java.io.BufferedReader(new java.io.InputStreamReader(System.in, "UTF-8"))
					: new java.io.BufferedReader(new java.io.InputStreamReader(new java.io.FileInputStream(replayFile), "UTF-8"));
				String line;
				int g = 0;
				while ((line = br.readLine()) != null)
				{
					line = line.trim();
					if (line.isEmpty() || line.startsWith("//")) continue;
					traceGame(game, g++, out, line.split("[\\s,]+"));
				}
			}
			else
			{
				for (int g = 0; g < games; g++)
					traceGame(game, g, out, null);
			}
		}
		else if (mode.equals("bench"))
		{
			bench(game, loadMs, out);
		}
		out.flush();
	}

	//-------------------------------------------------------------------------

	static Context newContext(final Game game, final int g)
	{
		final Trial trial = new Trial(game);
		final Context context = new Context(game, trial);
		context.rng().restoreState(new SplitMix64(Long.valueOf(seed * 7919L + g)).saveState());
		game.start(context);
		return context;
	}

	/**
	 * Pick the move for a replay token: "N" = from-site N (Ludii site, or canonical pit index with
	 * --replay-canon), "#K" = K-th legal move, "pass". Returns -1 if not legal, -2 if ambiguous.
	 */
	static int pickReplay(final FastArrayList<Move> legal, final String tok)
	{
		if (tok.startsWith("#"))
		{
			final int k = Integer.parseInt(tok.substring(1));
			return (k >= 0 && k < legal.size()) ? k : -1;
		}
		int found = -1;
		for (int i = 0; i < legal.size(); i++)
		{
			final Move m = legal.get(i);
			final boolean match;
			if (tok.equals("pass"))
				match = m.isPass();
			else
			{
				final int v = Integer.parseInt(tok);
				final int site = (replayCanon && canonPits != null)
					? (v >= 100 && v - 100 < canonStores.length ? canonStores[v - 100] : (v >= 0 && v < canonPits.length ? canonPits[v] : -99))
					: v;
				match = !m.isPass() && m.from() == site;
			}
			if (match)
			{
				if (found >= 0) return -2;
				found = i;
			}
		}
		return found;
	}

	static void traceGame(final Game game, final int g, final PrintStream out, final String[] replay)
	{
		int rp = 0;   // next replay token
		int laps = 0; // relay laps the last replayed token's turn has still to play ("P:T+K")
		String error = null;
		final Random rnd = new Random(seed * 1000003L + g);
		final Context context = newContext(game, g);
		final Trial trial = context.trial();
		int ply = 0;
		int prevMover = -1;
		while (!trial.over() && ply < maxPlies)
		{
			final FastArrayList<Move> legal = game.moves(context).moves();
			final StringBuilder sb = new StringBuilder(512);
			if (replay != null && rp >= replay.length && !(legal.size() == 1 && legal.get(0).isPass()))
				break;
			sb.append("{\"t\":\"ply\",\"g\":").append(g).append(",\"ply\":").append(ply);
			sb.append(",\"mover\":").append(context.state().mover());
			appendState(sb, game, context);
			if (legal.size() == 0)
			{
				// Should not happen in Ludii (it adds a forced pass), but be safe.
				sb.append(",\"legal\":[],\"note\":\"no legal moves\"}");
				out.println(sb);
				break;
			}
			boolean allSimple = true;
			final java.util.HashSet<Integer> seenFrom = new java.util.HashSet<>();
			sb.append(",\"legal\":[");
			for (int i = 0; i < legal.size(); i++)
			{
				final Move m = legal.get(i);
				if (i > 0) sb.append(',');
				sb.append(m.from());
				if (!isSimpleSelect(m) || !seenFrom.add(Integer.valueOf(m.from())))
					allSimple = false;
			}
			sb.append(']');
			if (siteToCanon != null)
			{
				sb.append(",\"legal_c\":[");
				for (int i = 0; i < legal.size(); i++)
				{
					if (i > 0) sb.append(',');
					sb.append(canon(legal.get(i).from()));
				}
				sb.append(']');
			}
			if (!allSimple)
			{
				// not all moves are plain "select pit": print full descriptions
				sb.append(",\"legal_desc\":[");
				for (int i = 0; i < legal.size(); i++)
				{
					if (i > 0) sb.append(',');
					sb.append(moveJson(legal.get(i), context));
				}
				sb.append(']');
			}
			if (succ)
			{
				// successor state of every legal move (applied on a copy of the context)
				sb.append(",\"legal_next\":[");
				for (int i = 0; i < legal.size(); i++)
				{
					if (i > 0) sb.append(',');
					final Context copy = new Context(context);
					game.apply(copy, legal.get(i));
					sb.append("{\"mover\":").append(copy.state().mover()).append(",\"over\":").append(copy.trial().over());
					appendState(sb, game, copy);
					sb.append('}');
				}
				sb.append(']');
			}
			int idx;
			if (replay == null)
				idx = rnd.nextInt(legal.size());
			else
			{
				// "P:T" = token T played by player P: while another player's turn goes on with one
				// move (a relay lap Ludii plays as a ply of its own), that move is played first.
				String tok = rp < replay.length ? replay[rp] : null;
				int expectedMover = -1;
				if (tok != null && tok.indexOf(':') > 0)
				{
					expectedMover = Integer.parseInt(tok.substring(0, tok.indexOf(':')));
					tok = tok.substring(tok.indexOf(':') + 1);
				}
				if (context.state().mover() != prevMover)
					laps = 0;
				if (tok != null && tok.indexOf('+') > 0)
					tok = tok.substring(0, tok.indexOf('+'));
				if (laps > 0 && legal.size() == 1 && context.state().mover() == prevMover && !legal.get(0).isPass())
					idx = -3;  // the last token's turn goes on with one of its relay laps
				else if (tok != null && expectedMover > 0 && expectedMover != context.state().mover() && legal.size() == 1
						&& context.state().mover() == prevMover && !legal.get(0).isPass())
					idx = -3;
				else
					idx = tok != null ? pickReplay(legal, tok) : -1;
				if (idx < 0 && legal.size() == 1 && legal.get(0).isPass() && (rp >= replay.length || !replay[rp].equals("pass")))
				{
					// Ludii inserts a forced pass when the mover has no move; other engines usually don't.
					idx = 0;
					sb.append(",\"auto_pass\":true");
				}
				else if ((idx == -3 || idx < 0) && legal.size() == 1 && context.state().mover() == prevMover)
				{
					// the same player's turn goes on with one move (a relay lap Ludii plays as a ply
					// of its own): another engine's move list holds one token for the whole turn.
					idx = 0;
					if (laps > 0) laps--;
					sb.append(",\"auto_continue\":true");
				}
				else if (idx < 0)
				{
					error = (idx == -2 ? "ambiguous replay token " : "illegal replay token ") + replay[rp];
					sb.append(",\"error\":").append(jstr(error)).append('}');
					out.println(sb);
					break;
				}
				else
				{
					sb.append(",\"token\":").append(jstr(replay[rp]));
					laps = replay[rp].indexOf('+') > 0 ? Integer.parseInt(replay[rp].substring(replay[rp].indexOf('+') + 1)) : 0;
					rp++;
				}
			}
			final Move chosen = legal.get(idx);
			prevMover = context.state().mover();
			sb.append(",\"chosen\":").append(idx);
			if (siteToCanon != null)
				sb.append(",\"move_c\":").append(canon(chosen.from()));
			sb.append(",\"move\":").append(moveJson(chosen, context));
			sb.append('}');
			out.println(sb);
			game.apply(context, chosen);
			ply++;
		}
		final StringBuilder sb = new StringBuilder(256);
		sb.append("{\"t\":\"end\",\"g\":").append(g).append(",\"plies\":").append(ply);
		sb.append(",\"over\":").append(trial.over());
		if (replay != null)
		{
			sb.append(",\"replay_used\":").append(rp).append(",\"replay_len\":").append(replay.length);
			if (error != null) sb.append(",\"error\":").append(jstr(error));
			else if (rp < replay.length) sb.append(",\"error\":\"game over before replay ended\"");
		}
		final Status st = trial.status();
		sb.append(",\"winner\":").append(st == null ? -1 : st.winner());
		if (st != null && st.endType() != null)
			sb.append(",\"end_type\":\"").append(st.endType()).append('"');
		sb.append(",\"ranking\":").append(Arrays.toString(trial.ranking()).replace(" ", ""));
		sb.append(",\"mover\":").append(context.state().mover());
		appendState(sb, game, context);
		sb.append('}');
		out.println(sb);
		out.flush();
	}

	static int canon(final int site)
	{
		return (site >= 0 && site < siteToCanon.length) ? siteToCanon[site] : -1;
	}

	static void computeCanon(final Game game)
	{
		final SiteType bt = game.board().defaultSite();
		final List<? extends TopologyElement> els = game.board().topology().getGraphElements(bt);
		final java.util.Set<Integer> stores = new java.util.LinkedHashSet<>();
		final int np = game.players().count();
		final int[] st = new int[np];
		boolean haveStores = false;
		for (final game.equipment.other.Map m : game.equipment().maps())
		{
			boolean all = true;
			for (int p = 1; p <= np; p++)
				if (m.to(p) == m.noEntryValue()) all = false;
			if (all && !haveStores)
			{
				for (int p = 1; p <= np; p++) { st[p - 1] = m.to(p); stores.add(Integer.valueOf(m.to(p))); }
				haveStores = true;
			}
		}
		final java.util.TreeMap<Long, List<TopologyElement>> rows = new java.util.TreeMap<>();
		for (final TopologyElement e : els)
		{
			if (stores.contains(Integer.valueOf(e.index()))) continue;
			final long y = Math.round(e.centroid().getY() * 1000);
			rows.computeIfAbsent(Long.valueOf(y), k -> new ArrayList<>()).add(e);
		}
		if (np != 2 || rows.size() != 2)
			return;
		final List<TopologyElement> bottom = rows.firstEntry().getValue();
		final List<TopologyElement> top = rows.lastEntry().getValue();
		bottom.sort((a, b) -> Double.compare(a.centroid().getX(), b.centroid().getX()));
		top.sort((a, b) -> Double.compare(b.centroid().getX(), a.centroid().getX()));
		canonPits = new int[bottom.size() + top.size()];
		int c = 0;
		for (final TopologyElement e : bottom) canonPits[c++] = e.index();
		for (final TopologyElement e : top) canonPits[c++] = e.index();
		canonStores = haveStores ? st : new int[0];
		siteToCanon = new int[els.size()];
		Arrays.fill(siteToCanon, -1);
		for (int i = 0; i < canonPits.length; i++)
			siteToCanon[canonPits[i]] = i;
		for (int i = 0; i < canonStores.length; i++)
			siteToCanon[canonStores[i]] = 100 + i;   // stores: 100 = P1 store, 101 = P2 store
	}

	static boolean isSimpleSelect(final Move m)
	{
		return m.from() >= 0 && m.from() == m.to() && !m.isPass() && !m.isPropose() && !m.isVote()
				&& !m.isSwap() && !m.isForfeit();
	}

	static String moveJson(final Move m, final Context context)
	{
		final StringBuilder sb = new StringBuilder();
		sb.append("{\"from\":").append(m.from()).append(",\"to\":").append(m.to());
		sb.append(",\"mover\":").append(m.mover());
		if (m.isPass()) sb.append(",\"pass\":true");
		if (m.isPropose()) sb.append(",\"propose\":true");
		if (m.isVote()) sb.append(",\"vote\":true");
		if (m.isSwap()) sb.append(",\"swap\":true");
		final StringBuilder d = new StringBuilder();
		for (final other.action.Action a : m.actions())
			d.append(a.toString());
		sb.append(",\"desc\":").append(jstr(d.toString()));
		sb.append('}');
		return sb.toString();
	}

	/** Board counts (container 0), hands (other containers), scores, amounts. */
	static void appendState(final StringBuilder sb, final Game game, final Context context)
	{
		final Container[] cs = game.equipment().containers();
		final int[] from = game.equipment().sitesFrom();
		final ContainerState board = context.state().containerStates()[0];
		final SiteType bt = game.board().defaultSite();
		final int n = cs[0].numSites();
		sb.append(",\"board\":[");
		for (int s = 0; s < n; s++)
		{
			if (s > 0) sb.append(',');
			sb.append(board.count(s, bt));
		}
		sb.append(']');
		// Non-zero site "state" values (used by some games, e.g. to mark special holes).
		boolean anyState = false;
		for (int s = 0; s < n; s++)
		{
			final int v = board.state(s, bt);
			if (v != 0)
			{
				sb.append(anyState ? "," : ",\"site_state\":{");
				sb.append('"').append(s).append("\":").append(v);
				anyState = true;
			}
		}
		if (anyState) sb.append('}');
		if (canonPits != null)
		{
			sb.append(",\"pits\":[");
			for (int c = 0; c < canonPits.length; c++)
			{
				if (c > 0) sb.append(',');
				sb.append(board.count(canonPits[c], bt));
			}
			sb.append("],\"stores\":[");
			for (int c = 0; c < canonStores.length; c++)
			{
				if (c > 0) sb.append(',');
				sb.append(board.count(canonStores[c], bt));
			}
			sb.append(']');
		}
		boolean anyVal = false;
		for (int p = 1; p <= game.players().count(); p++)
			if (context.state().getValue(p) != -1)
				anyVal = true;
		if (anyVal)
		{
			sb.append(",\"pvalue\":[");
			for (int p = 1; p <= game.players().count(); p++)
			{
				if (p > 1) sb.append(',');
				sb.append(context.state().getValue(p));
			}
			sb.append(']');
		}
		if (cs.length > 1)
		{
			sb.append(",\"hands\":[");
			for (int c = 1; c < cs.length; c++)
			{
				if (c > 1) sb.append(',');
				final ContainerState hs = context.state().containerStates()[c];
				int tot = 0;
				for (int s = 0; s < cs[c].numSites(); s++)
					tot += hs.count(from[c] + s, SiteType.Cell);
				sb.append(tot);
			}
			sb.append(']');
		}
		if (game.requiresScore())
		{
			sb.append(",\"score\":[");
			for (int p = 1; p <= game.players().count(); p++)
			{
				if (p > 1) sb.append(',');
				sb.append(context.score(p));
			}
			sb.append(']');
		}
	}

	//-------------------------------------------------------------------------

	static String infoJson(final Game game, final double loadMs)
	{
		final StringBuilder sb = new StringBuilder(4096);
		final Context context = newContext(game, 0);
		sb.append("{\"t\":\"info\",\"game\":").append(jstr(game.name()));
		sb.append(",\"lud\":").append(jstr(new File(ludPath).getName()));
		sb.append(",\"ruleset\":").append(ruleset == null ? "null" : jstr(ruleset));
		sb.append(",\"options\":").append(jlist(options));
		sb.append(",\"seed\":").append(seed);
		sb.append(",\"load_ms\":").append(Math.round(loadMs));
		sb.append(",\"load_cpu_ms\":").append(Math.round(loadCpuMs));
		sb.append(",\"players\":").append(game.players().count());
		sb.append(",\"stochastic\":").append(game.isStochasticGame());
		sb.append(",\"requires_score\":").append(game.requiresScore());
		final Container[] cs = game.equipment().containers();
		sb.append(",\"board_sites\":").append(cs[0].numSites());
		sb.append(",\"containers\":[");
		for (int c = 0; c < cs.length; c++)
		{
			if (c > 0) sb.append(',');
			sb.append("{\"name\":").append(jstr(cs[c].name())).append(",\"sites\":").append(cs[c].numSites())
			  .append(",\"from\":").append(game.equipment().sitesFrom()[c]).append(",\"owner\":").append(cs[c].owner()).append('}');
		}
		sb.append(']');
		// geometry
		sb.append(",\"site_type\":\"").append(game.board().defaultSite()).append('"');
		sb.append(",\"sites\":[");
		final List<? extends TopologyElement> cells = game.board().topology().getGraphElements(game.board().defaultSite());
		for (int i = 0; i < cells.size(); i++)
		{
			final TopologyElement c = cells.get(i);
			if (i > 0) sb.append(',');
			sb.append("{\"i\":").append(c.index()).append(",\"x\":").append(r3(c.centroid().getX()))
			  .append(",\"y\":").append(r3(c.centroid().getY())).append(",\"row\":").append(c.row())
			  .append(",\"col\":").append(c.col()).append('}');
		}
		sb.append(']');
		// regions
		sb.append(",\"regions\":[");
		final Regions[] regs = game.equipment().regions();
		for (int i = 0; i < regs.length; i++)
		{
			if (i > 0) sb.append(',');
			int[] sites;
			try { sites = regs[i].eval(context); } catch (final Exception e) { sites = new int[0]; }
			sb.append("{\"name\":").append(jstr(regs[i].name())).append(",\"owner\":").append(regs[i].owner())
			  .append(",\"sites\":").append(Arrays.toString(sites).replace(" ", "")).append('}');
		}
		sb.append(']');
		// maps (e.g. player -> store site)
		sb.append(",\"maps\":[");
		final game.equipment.other.Map[] maps = game.equipment().maps();
		for (int i = 0; i < maps.length; i++)
		{
			if (i > 0) sb.append(',');
			sb.append("{\"name\":").append(jstr(maps[i].name())).append(",\"entries\":{");
			final int[] keys = maps[i].map().keys();
			Arrays.sort(keys);
			for (int k = 0; k < keys.length; k++)
			{
				if (k > 0) sb.append(',');
				sb.append('"').append(keys[k]).append("\":").append(maps[i].to(keys[k]));
			}
			sb.append("}}");
		}
		sb.append(']');
		// tracks
		sb.append(",\"tracks\":[");
		final List<Track> tracks = game.board().tracks();
		for (int i = 0; i < tracks.size(); i++)
		{
			if (i > 0) sb.append(',');
			final Track t = tracks.get(i);
			sb.append("{\"name\":").append(jstr(t.name())).append(",\"owner\":").append(t.owner())
			  .append(",\"loop\":").append(t.islooped()).append(",\"sites\":[");
			final Track.Elem[] el = t.elems();
			for (int k = 0; k < el.length; k++)
			{
				if (k > 0) sb.append(',');
				sb.append(el[k].site);
			}
			sb.append("]}");
		}
		sb.append(']');
		if (canonPits != null)
			sb.append(",\"canon_pits\":").append(Arrays.toString(canonPits).replace(" ", ""))
			  .append(",\"canon_stores\":").append(Arrays.toString(canonStores).replace(" ", ""));
		// rulesets available
		sb.append(",\"rulesets\":[");
		final List<Ruleset> rs = game.description().rulesets();
		if (rs != null)
			for (int i = 0; i < rs.size(); i++)
			{
				if (i > 0) sb.append(',');
				sb.append("{\"name\":").append(jstr(rs.get(i).heading())).append(",\"options\":")
				  .append(jlist(rs.get(i).optionSettings())).append('}');
			}
		sb.append(']');
		sb.append(",\"start\":{\"mover\":").append(context.state().mover());
		final StringBuilder st = new StringBuilder();
		appendState(st, game, context);
		sb.append(st).append('}');
		sb.append('}');
		return sb.toString();
	}

	//-------------------------------------------------------------------------

	static void bench(final Game game, final double loadMs, final PrintStream out)
	{
		final long tr = System.nanoTime();
		final long cr = threadCpu();
		if (!options.isEmpty()) GameLoader.loadGameFromFile(new File(ludPath), options);
		else if (ruleset != null) GameLoader.loadGameFromFile(new File(ludPath), ruleset);
		else GameLoader.loadGameFromFile(new File(ludPath));
		final double reloadMs = (System.nanoTime() - tr) / 1e6;
		final double reloadCpuMs = (threadCpu() - cr) / 1e6;
		// (1) own loop: legal-move generation + uniform choice + apply (what a trace does, minus printing)
		long plies = 0;
		int n = 0;
		int capped = 0;
		// warm-up ~1/5 of the time budget
		// budgets are in CPU time of this thread, so results hold up on a loaded machine
		final long warmEnd = threadCpu() + (long) (seconds * 0.2e9);
		int w = 0;
		while (threadCpu() < warmEnd)
			plies += loopPlayout(game, 100000 + w++);
		plies = 0;
		final long t1 = System.nanoTime();
		final long k1 = threadCpu();
		final long end1 = k1 + (long) (seconds * 0.4e9);
		while (threadCpu() < end1 || n == 0)
		{
			final int p = loopPlayout(game, n);
			if (p < 0) { capped++; plies += -p; } else plies += p;
			n++;
		}
		final double s1 = (System.nanoTime() - t1) / 1e9;
		final double cs1 = (threadCpu() - k1) / 1e9;

		// (2) Ludii's own playout (random, flat; may use Ludii's fast playout paths)
		int n2 = 0;
		long plies2 = 0;
		int capped2 = 0;
		final long t2 = System.nanoTime();
		final long k2 = threadCpu();
		final long end2 = k2 + (long) (seconds * 0.4e9);
		while (threadCpu() < end2 || n2 == 0)
		{
			final Context context = newContext(game, n2);
			final Random r = new Random(seed * 31L + n2);
			game.playout(context, null, 1.0, null, 0, maxPlies, r);
			plies2 += context.trial().numMoves() - context.trial().numInitialPlacementMoves();
			if (!context.trial().over()) capped2++;
			n2++;
		}
		final double s2 = (System.nanoTime() - t2) / 1e9;
		final double cs2 = (threadCpu() - k2) / 1e9;

		final StringBuilder sb = new StringBuilder();
		sb.append("{\"t\":\"bench\",\"game\":").append(jstr(game.name()));
		sb.append(",\"lud\":").append(jstr(new File(ludPath).getName()));
		sb.append(",\"ruleset\":").append(ruleset == null ? "null" : jstr(ruleset));
		sb.append(",\"options\":").append(jlist(options));
		sb.append(",\"load_ms\":").append(Math.round(loadMs));
		sb.append(",\"load_cpu_ms\":").append(Math.round(loadCpuMs));
		sb.append(",\"reload_ms\":").append(Math.round(reloadMs));
		sb.append(",\"reload_cpu_ms\":").append(Math.round(reloadCpuMs));
		sb.append(",\"loop_playouts\":").append(n).append(",\"loop_secs\":").append(r3(s1));
		sb.append(",\"loop_playouts_per_s\":").append(r3(n / s1));
		sb.append(",\"loop_playouts_per_cpu_s\":").append(r3(n / cs1));
		sb.append(",\"loop_plies_per_cpu_s\":").append(Math.round(plies / cs1));
		sb.append(",\"loop_avg_plies\":").append(r3((double) plies / n));
		sb.append(",\"loop_capped\":").append(capped);
		sb.append(",\"ludii_playouts\":").append(n2).append(",\"ludii_secs\":").append(r3(s2));
		sb.append(",\"ludii_playouts_per_s\":").append(r3(n2 / s2));
		sb.append(",\"ludii_playouts_per_cpu_s\":").append(r3(n2 / cs2));
		sb.append(",\"ludii_avg_moves\":").append(r3((double) plies2 / n2));
		sb.append(",\"ludii_capped\":").append(capped2);
		sb.append(",\"max_plies\":").append(maxPlies);
		sb.append('}');
		out.println(sb);
	}

	/** @return number of plies, negated if the ply cap was hit before the game ended. */
	static int loopPlayout(final Game game, final int g)
	{
		final Random rnd = new Random(seed * 1000003L + g);
		final Context context = newContext(game, g);
		final Trial trial = context.trial();
		int ply = 0;
		while (!trial.over() && ply < maxPlies)
		{
			final FastArrayList<Move> legal = game.moves(context).moves();
			if (legal.size() == 0)
				break;
			game.apply(context, legal.get(rnd.nextInt(legal.size())));
			ply++;
		}
		return trial.over() ? ply : -ply;
	}

	//-------------------------------------------------------------------------

	static String r3(final double d)
	{
		return String.valueOf(Math.round(d * 1000.0) / 1000.0);
	}

	static String jlist(final List<String> l)
	{
		final StringBuilder sb = new StringBuilder("[");
		for (int i = 0; i < l.size(); i++)
		{
			if (i > 0) sb.append(',');
			sb.append(jstr(l.get(i)));
		}
		return sb.append(']').toString();
	}

	static String jstr(final String s)
	{
		if (s == null)
			return "null";
		final StringBuilder sb = new StringBuilder("\"");
		for (final char c : s.toCharArray())
		{
			switch (c)
			{
			case '"': sb.append("\\\""); break;
			case '\\': sb.append("\\\\"); break;
			case '\n': sb.append("\\n"); break;
			case '\r': sb.append("\\r"); break;
			case '\t': sb.append("\\t"); break;
			default:
				if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
				else sb.append(c);
			}
		}
		return sb.append('"').toString();
	}
}
