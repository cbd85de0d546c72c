// The "House rules and options" panel: a form drawn from the variant document that always shows
// the options of a game (``show``) and reads back the options the player chose (``chosen``).
//
// Every option is one input, so a choice between values is one select and a yes/no option one
// checkbox: the catalogue's presets (a house rule the sources name, once for each of its values)
// are the values of those inputs, not inputs of their own. The sources' named variations come
// first; two variations that set the same rule (Mancala for 4's 3 or 5 balls) are one radio group,
// found by asking the server which rules each variation sets (``/v1/games``, the only judge); a
// rule a chosen variation sets is shown with its value and locked. Each group of rules is a
// collapsed disclosure, so the panel stays short on a phone.
// @ts-check

import * as api from "./api.js";

/**
 * @typedef {{name: string, type: string, default: any, label?: string, help?: string, description?: string,
 *            group?: string, applies?: boolean, house_rule?: boolean, choices?: string[],
 *            choice_labels?: Record<string, string>, minimum?: number, maximum?: number}} OptionSpec
 * @typedef {{options: OptionSpec[], variations?: OptionSpec[], groups?: Array<{id: string, label: string}>,
 *            presets?: Array<{id: string, label: string, description: string, options: Record<string, any>}>,
 *            id: string, [key: string]: any}} VariantDoc
 */

/** Choices with a value longer than this (in characters) are radio buttons: a select cuts them at 360 px. */
const LONGEST_IN_A_SELECT = 30;

/** The options that say how many people play: shown beside "First to move", not among the rules. */
const PLAYER_COUNT = new Set(["players", "seats"]);

/** A label in player words: without a source's numbering ("V2 three stones" is "Three stones"). */
/** @param {OptionSpec} spec */
export function labelOf(spec) {
  const label = spec.label || spec.name.replace(/_/g, " ");
  const plain = label.replace(/^V\d+\s+/, "");
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** Every option of a document: the rule dimensions, then the sources' variations. */
/** @param {VariantDoc} doc @returns {OptionSpec[]} */
export function allSpecs(doc) {
  return [...doc.options, ...(doc.variations || [])];
}

/** @param {any} a @param {any} b */
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class OptionsPanel {
  /**
   * @param {{options: HTMLElement, variations: HTMLElement, players: HTMLElement, advanced: HTMLElement}} places
   * @param {() => void} onChange told after every change the player makes
   */
  constructor(places, onChange) {
    this.places = places;
    this.onChange = onChange;
    /** @type {VariantDoc|null} */
    this.doc = null;
    /** Which rules each yes/no variation sets (from the server), by variation name. */
    /** @type {Map<string, Record<string, any>>} */
    this.sets = new Map();
    /** ``sets`` by variant, once asked. */
    /** @type {Map<string, Map<string, Record<string, any>>>} */
    this.known = new Map();
  }

  /**
   * Asks the server which rules the variations set (once a variant), then draws the form again
   * with the variations that exclude each other as one choice, keeping what the inputs show.
   * Called after a game has started, so that a game's own request comes first.
   */
  async refine() {
    const doc = this.doc;
    if (!doc || this.known.has(doc.id)) return;
    const sets = await this.probe(doc);
    this.known.set(doc.id, sets);
    if (!sets.size || this.doc !== doc) return;
    const shown = this.chosen();
    this.draw(doc);
    this.show(shown);
  }

  /**
   * The input of option ``name``, if drawn.
   * @param {string} name
   * @returns {HTMLInputElement|HTMLSelectElement|HTMLFieldSetElement|null}
   */
  input(name) {
    return /** @type {any} */ (document.getElementById(`opt-${name}`));
  }

  /**
   * Draws the form for ``doc`` (every input at the variant's own value).
   * @param {VariantDoc} doc
   */
  draw(doc) {
    this.doc = doc;
    this.sets = this.known.get(doc.id) || new Map();
    const { options, variations, players, advanced } = this.places;
    options.replaceChildren();
    variations.replaceChildren();
    players.replaceChildren();
    advanced.replaceChildren();
    const shown = allSpecs(doc).filter((s) => s.applies);
    for (const spec of shown.filter((s) => PLAYER_COUNT.has(s.name))) players.append(this.field(spec, false));
    const named = (doc.variations || []).filter((s) => s.applies && !PLAYER_COUNT.has(s.name));
    if (named.length) variations.append(this.variationsFieldset(named));
    for (const group of doc.groups || []) {
      const specs = doc.options.filter((s) => s.applies && s.group === group.id && !PLAYER_COUNT.has(s.name));
      if (!specs.length) continue;
      // the house rules the sources name first
      specs.sort((a, b) => Number(Boolean(b.house_rule)) - Number(Boolean(a.house_rule)));
      const box = document.createElement("details");
      box.className = "option-group";
      box.dataset.group = group.id;
      const summary = document.createElement("summary");
      summary.textContent = group.label;
      const named = specs.filter((s) => s.house_rule);
      if (named.length) {
        // the house rules the sources name are found without opening every group
        const hint = document.createElement("small");
        hint.className = "house-rules-hint";
        hint.textContent = `house rules: ${named.map((s) => labelOf(s).toLowerCase()).join(", ")}`;
        summary.append(hint);
      }
      box.append(summary, ...specs.map((s) => this.field(s, false)));
      options.append(box);
    }
    const leftover = (doc.presets || []).filter((p) => Object.keys(p.options).some((name) => !this.input(name)));
    if (leftover.length) options.append(this.presetButtons(leftover));
    for (const spec of allSpecs(doc).filter((s) => !s.applies)) advanced.append(this.field(spec, true));
    this.lock();
  }

  /**
   * Which rules each yes/no variation sets: the options of a game started with it alone (the
   * server resolves a variation into rule dimensions). Only asked where a game has two or more.
   * @param {VariantDoc} doc
   */
  async probe(doc) {
    /** @type {Map<string, Record<string, any>>} */
    const sets = new Map();
    const flags = (doc.variations || []).filter((s) => s.applies && s.type === "boolean");
    if (flags.length < 2) return sets;
    // on the largest board the game allows (Multiplayer's "one opposing hole" needs four seats)
    const seats = doc.options.find((s) => s.name === "seats" && s.applies);
    const board = seats && seats.maximum !== undefined ? { seats: seats.maximum } : {};
    await Promise.all(flags.map(async (spec) => {
      try {
        const game = await api.newGame(doc.id, { ...board, [spec.name]: !spec.default }, 0);
        const rules = { ...game.options };
        delete rules.seats;
        sets.set(spec.name, rules);
      } catch (error) {
        // a variation the server refuses alone stays a plain checkbox
      }
    }));
    return sets;
  }

  /**
   * The variations: a checkbox each, except those that set the same rule, which are one radio
   * group; those that change nothing here (Multiplayer's touch-move) are named as always in force.
   * @param {OptionSpec[]} specs
   */
  variationsFieldset(specs) {
    const fieldset = document.createElement("fieldset");
    fieldset.className = "variations";
    const legend = document.createElement("legend");
    legend.textContent = "Variations the sources name";
    fieldset.append(legend);
    const always = specs.filter((s) => s.type === "boolean" && this.sets.has(s.name)
      && Object.keys(this.sets.get(s.name) || {}).length === 0);
    const rest = specs.filter((s) => !always.includes(s));
    /** @type {OptionSpec[][]} */
    const groups = [];
    for (const spec of rest) {
      const rules = Object.keys(this.sets.get(spec.name) || {});
      const group = groups.find((g) => g.some((o) => Object.keys(this.sets.get(o.name) || {}).some((r) => rules.includes(r))));
      if (group && spec.type === "boolean") group.push(spec);
      else groups.push([spec]);
    }
    for (const group of groups) {
      if (group.length === 1) { fieldset.append(this.field(group[0], false)); continue; }
      fieldset.append(this.radioGroup(group));
    }
    if (always.length) {
      const note = document.createElement("p");
      note.className = "always";
      note.textContent = `Always in force here: ${always.map((s) => labelOf(s).toLowerCase()).join(", ")}.`;
      fieldset.append(note);
    }
    return fieldset;
  }

  /**
   * Variations that exclude each other (they set the same rule) as one choice.
   * @param {OptionSpec[]} specs
   */
  radioGroup(specs) {
    const doc = /** @type {VariantDoc} */ (this.doc);
    const rule = Object.keys(this.sets.get(specs[0].name) || {})[0];
    const ruleSpec = doc.options.find((s) => s.name === rule);
    const box = document.createElement("fieldset");
    box.className = "choice";
    const legend = document.createElement("legend");
    legend.textContent = ruleSpec ? labelOf(ruleSpec) : specs.map(labelOf).join(" or ");
    box.append(legend);
    const name = `choice-${specs.map((s) => s.name).join("-")}`;
    /** @param {string} id @param {string} text @param {string} help */
    const radio = (id, text, help) => {
      const wrap = document.createElement("div");
      wrap.className = "option check";
      const input = document.createElement("input");
      input.type = "radio";
      input.name = name;
      input.id = id;
      const label = document.createElement("label");
      label.htmlFor = id;
      label.textContent = text;
      const small = document.createElement("small");
      small.textContent = help;
      small.id = `${id}-help`;
      input.setAttribute("aria-describedby", small.id);
      input.addEventListener("change", () => { this.lock(); this.onChange(); });
      wrap.append(input, label, small);
      return { wrap, input };
    };
    const usual = ruleSpec ? `As the rules say: ${String(ruleSpec.default)}` : "As the rules say";
    const none = radio(`${name}-none`, usual, "");
    none.input.checked = true;
    none.input.dataset.none = "true";
    box.append(none.wrap);
    for (const spec of specs) {
      const { wrap, input } = radio(`opt-${spec.name}`, labelOf(spec), spec.help || "");
      input.dataset.name = spec.name;
      input.dataset.type = "boolean";
      box.append(wrap);
    }
    return box;
  }

  /**
   * Presets whose options are not all in the form: a button each that sets them.
   * @param {Array<{id: string, label: string, description: string, options: Record<string, any>}>} presets
   */
  presetButtons(presets) {
    const box = document.createElement("div");
    box.className = "row presets";
    for (const preset of presets) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.preset = preset.id;
      button.textContent = labelOf({ name: preset.id, type: "", default: null, label: preset.label });
      button.title = preset.description;
      button.addEventListener("click", () => { this.set(preset.options); this.onChange(); });
      box.append(button);
    }
    return box;
  }

  /**
   * One option's input: a checkbox, a select (the values in player words), a number or a list.
   * @param {OptionSpec} spec
   * @param {boolean} developer labelled by its raw name (the advanced list)
   */
  field(spec, developer) {
    const id = `opt-${spec.name}`;
    const words = (/** @type {string} */ choice) => (spec.choice_labels || {})[choice] || choice.replace(/_/g, " ");
    if (!developer && spec.type === "enum" && (spec.choices || []).some((c) => words(c).length > LONGEST_IN_A_SELECT)) {
      return this.radios(spec, words);
    }
    const wrap = document.createElement("div");
    wrap.className = spec.type === "boolean" ? "option check" : "option";
    const label = document.createElement("label");
    label.htmlFor = id;
    if (developer) {
      const code = document.createElement("code");
      code.textContent = spec.name;
      label.append(code);
    } else {
      label.textContent = labelOf(spec);
    }
    /** @type {HTMLInputElement|HTMLSelectElement} */
    let input;
    if (spec.type === "boolean") {
      const box = document.createElement("input");
      box.type = "checkbox";
      input = box;
    } else if (spec.type === "enum") {
      const select = document.createElement("select");
      for (const choice of spec.choices || []) {
        const option = document.createElement("option");
        option.value = choice;
        option.textContent = developer ? choice : words(choice);
        select.append(option);
      }
      input = select;
    } else if (spec.type === "integer" && PLAYER_COUNT.has(spec.name) && spec.minimum !== undefined && spec.maximum !== undefined) {
      const select = document.createElement("select");
      for (let n = spec.minimum; n <= spec.maximum; n += 1) {
        const option = document.createElement("option");
        option.value = String(n);
        option.textContent = String(n);
        select.append(option);
      }
      input = select;
    } else if (spec.type === "integer") {
      const number = document.createElement("input");
      number.type = "number";
      if (spec.minimum !== undefined) number.min = String(spec.minimum);
      if (spec.maximum !== undefined) number.max = String(spec.maximum);
      input = number;
    } else {
      const text = document.createElement("input");
      text.type = "text";
      input = text;
    }
    input.id = id;
    input.dataset.name = spec.name;
    input.dataset.type = spec.type;
    this.write(input, spec, spec.default);
    input.addEventListener("change", () => { this.lock(); this.onChange(); });
    const help = document.createElement("small");
    help.id = `${id}-help`;
    help.textContent = developer ? spec.description || "" : spec.help || "";
    input.setAttribute("aria-describedby", help.id);
    if (spec.type === "boolean") wrap.append(input, label, help);
    else wrap.append(label, input, help);
    return wrap;
  }

  /**
   * A choice whose values are too long for a select on a phone: one radio button a value.
   * @param {OptionSpec} spec
   * @param {(choice: string) => string} words
   */
  radios(spec, words) {
    const box = document.createElement("fieldset");
    box.className = "option radios";
    box.id = `opt-${spec.name}`;
    box.dataset.name = spec.name;
    box.dataset.type = spec.type;
    const legend = document.createElement("legend");
    legend.textContent = labelOf(spec);
    const help = document.createElement("small");
    help.id = `opt-${spec.name}-help`;
    help.textContent = spec.help || "";
    box.setAttribute("aria-describedby", help.id);
    box.append(legend, help);
    for (const choice of spec.choices || []) {
      const wrap = document.createElement("div");
      wrap.className = "option check";
      const input = document.createElement("input");
      input.type = "radio";
      input.name = `opt-${spec.name}`;
      input.id = `opt-${spec.name}-${choice}`;
      input.value = choice;
      input.addEventListener("change", () => { this.lock(); this.onChange(); });
      const label = document.createElement("label");
      label.htmlFor = input.id;
      label.textContent = words(choice);
      wrap.append(input, label);
      box.append(wrap);
    }
    this.write(box, spec, spec.default);
    return box;
  }

  /**
   * @param {HTMLInputElement|HTMLSelectElement|HTMLFieldSetElement} input
   * @param {OptionSpec} spec
   * @param {any} value
   */
  write(input, spec, value) {
    if (input instanceof HTMLFieldSetElement) {
      for (const radio of input.querySelectorAll("input")) radio.checked = radio.value === String(value);
    } else if (input instanceof HTMLInputElement && (input.type === "checkbox" || input.type === "radio")) {
      input.checked = Boolean(value);
      if (input.type === "radio" && !value) {
        const others = [...document.querySelectorAll(`input[name="${input.name}"]`)];
        const on = others.some((o) => o !== input && /** @type {HTMLInputElement} */ (o).checked && !(/** @type {HTMLInputElement} */ (o).dataset.none));
        const none = /** @type {HTMLInputElement|undefined} */ (others.find((o) => /** @type {HTMLInputElement} */ (o).dataset.none));
        if (none && !on) none.checked = true;
      }
    } else {
      input.value = Array.isArray(value) ? value.join(", ") : String(value ?? "");
    }
  }

  /** @param {HTMLInputElement|HTMLSelectElement|HTMLFieldSetElement} input @param {OptionSpec} spec */
  read(input, spec) {
    if (input instanceof HTMLFieldSetElement) {
      const on = /** @type {HTMLInputElement|null} */ (input.querySelector("input:checked"));
      return on ? on.value : spec.default;
    }
    if (spec.type === "boolean") return /** @type {HTMLInputElement} */ (input).checked;
    if (spec.type === "integer") return Number(input.value);
    if (spec.type === "integer_list") return input.value.split(",").map((s) => s.trim()).filter(Boolean).map(Number);
    return input.value;
  }

  /**
   * Shows ``options`` (a game's options, as the API takes them): every input at that value or the
   * variant's own; the variations whose rules are all there are ticked.
   * @param {Record<string, any>} options
   */
  show(options) {
    if (!this.doc) return;
    for (const spec of allSpecs(this.doc)) {
      const input = this.input(spec.name);
      if (input) this.write(input, spec, spec.name in options ? options[spec.name] : spec.default);
    }
    for (const [name, rules] of this.sets) {
      const input = this.input(name);
      if (!input || name in options || !Object.keys(rules).length) continue;
      if (Object.entries(rules).every(([rule, value]) => rule in options && same(options[rule], value))) {
        const spec = allSpecs(this.doc).find((s) => s.name === name);
        if (spec) this.write(input, spec, true);
      }
    }
    this.lock();
  }

  /**
   * Sets some inputs (a preset's options).
   * @param {Record<string, any>} options
   */
  set(options) {
    if (!this.doc) return;
    for (const [name, value] of Object.entries(options)) {
      const spec = allSpecs(this.doc).find((s) => s.name === name);
      const input = this.input(name);
      if (spec && input) this.write(input, spec, value);
    }
    this.lock();
  }

  /** A rule that a chosen variation sets shows the variation's value and cannot be changed. */
  lock() {
    if (!this.doc) return;
    /** @type {Map<string, string>} rule -> the variation that sets it */
    const locked = new Map();
    for (const [name, rules] of this.sets) {
      const input = this.input(name);
      if (!(input instanceof HTMLInputElement) || !input.checked) continue;
      const spec = allSpecs(this.doc).find((s) => s.name === name);
      for (const [rule, value] of Object.entries(rules)) {
        const target = this.input(rule);
        const ruleSpec = this.doc.options.find((s) => s.name === rule);
        if (!target || !ruleSpec) continue;
        this.write(target, ruleSpec, value);
        locked.set(rule, spec ? labelOf(spec) : name);
      }
    }
    for (const spec of this.doc.options) {
      const input = this.input(spec.name);
      if (!input) continue;
      const by = locked.get(spec.name);
      if (input.disabled && !by) this.write(input, spec, spec.default);
      input.disabled = Boolean(by);
      const help = document.getElementById(`opt-${spec.name}-help`);
      if (help) help.textContent = by ? `Set by “${by}”.` : spec.help || "";
    }
  }

  /** The options that differ from the variant's own, as the API takes them. */
  chosen() {
    /** @type {Record<string, any>} */
    const options = {};
    if (!this.doc) return options;
    for (const spec of allSpecs(this.doc)) {
      const input = this.input(spec.name);
      if (!input || input.disabled) continue;
      const value = this.read(input, spec);
      if (!same(value, spec.default)) options[spec.name] = value;
    }
    return options;
  }
}
