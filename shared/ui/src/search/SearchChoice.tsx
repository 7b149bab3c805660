import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';

export interface SearchChoiceProps<T extends string> {
  label: string;
  className: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChoose(value: T): void;
}

/** One of a few options narrowing a search (a quick range, a status, a kind of number): a small select. */
export function SearchChoice<T extends string>({ label, className, value, options, onChoose }: SearchChoiceProps<T>) {
  return (
    <SlSelect className={className} size="small" label={label} hoist value={value}
      onSlChange={(event) => {
        const chosen = options.find((o) => o.value === (event.target as unknown as { value: string }).value);
        if (chosen) onChoose(chosen.value);
      }}>
      {options.map((o) => <SlOption key={o.value} value={o.value}>{o.label}</SlOption>)}
    </SlSelect>
  );
}
