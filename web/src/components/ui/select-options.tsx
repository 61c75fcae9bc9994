interface SelectOptionsProps<V extends string, L extends string> {
  choices: readonly Record<V | L, string>[];
  /** The choice's field that becomes the option's value (and its key). */
  value: V;
  /** The choice's field shown to the user (`shown` says the same without looking like text to translate). */
  label?: L;
  shown?: L;
}

/** One `<option>` per choice of a `<select>`, e.g. `<SelectOptions choices={locations} value="id" shown="name" />`. */
export function SelectOptions<V extends string, L extends string>({ choices, value, label, shown }: SelectOptionsProps<V, L>) {
  const field = (shown ?? label)!;
  return choices.map((choice) => (
    <option key={choice[value]} value={choice[value]}>
      {choice[field]}
    </option>
  ));
}
