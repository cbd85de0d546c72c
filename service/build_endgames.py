"""``python -m service.build_endgames build --game oware --seeds 15 --out DIR``: the endgame
databases' build command (``service.endgames.main``; a module of its own so that ``-m`` does not
run a module the package has already imported)."""

from service.endgames import main

if __name__ == "__main__":
    raise SystemExit(main())
