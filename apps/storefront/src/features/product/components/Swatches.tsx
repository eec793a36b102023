import { Link } from "@/i18n/navigation";
import { type ConfigurableOption, type Selection, isValueAvailable, selectionQuery } from "../mappers/configurable";
import type { VariantView } from "../mappers/detail";

interface Props {
  path: string;
  options: ConfigurableOption[];
  variants: VariantView[];
  selection: Selection;
  chooseLabel: (option: string) => string;
  unavailableLabel: string;
}

/**
 * Each value is a link to the same page with the choice in the query string: the server renders the variant's
 * images, price and stock, the URL can be shared, and no script is needed.
 */
export function Swatches({ path, options, variants, selection, chooseLabel, unavailableLabel }: Props) {
  return (
    <div className="space-y-6" data-testid="configurable-options">
      {options.map((option) => {
        const chosen = option.values.find((v) => v.valueIndex === selection[option.code]);
        return (
          <fieldset key={option.code} data-option={option.code}>
            <legend className="mb-3 text-[11px] uppercase tracking-label">
              {option.label}
              <span className="ml-2 normal-case tracking-normal text-stone" data-testid={`chosen-${option.code}`}>
                {chosen ? chosen.label : chooseLabel(option.label)}
              </span>
            </legend>
            <ul className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const available = isValueAvailable(options, variants, selection, option.code, value.valueIndex);
                const active = chosen?.valueIndex === value.valueIndex;
                const title = available ? value.label : `${value.label} — ${unavailableLabel}`;
                const base = value.swatch
                  ? "relative block h-9 w-9 rounded-full border border-line ring-offset-2 ring-offset-ivory"
                  : "block min-w-12 border border-line px-3 py-2 text-center text-sm";
                const state = active ? (value.swatch ? "ring-1 ring-ink" : "border-ink bg-ink text-ivory") : "";
                const content = value.swatch ? (
                  <span className="sr-only">{title}</span>
                ) : (
                  <>
                    {value.label}
                    {available ? null : <span className="sr-only"> — {unavailableLabel}</span>}
                  </>
                );
                const style = value.swatch ? { backgroundColor: value.swatch } : undefined;
                return (
                  <li key={value.valueIndex}>
                    {available ? (
                      <Link
                        href={{ pathname: path, query: selectionQuery(selection, option.code, value.valueIndex) }}
                        replace
                        scroll={false}
                        title={title}
                        aria-current={active ? "true" : undefined}
                        data-testid="swatch"
                        data-value={value.valueIndex}
                        className={`${base} ${state} hover:border-ink`}
                        style={style}
                      >
                        {content}
                      </Link>
                    ) : (
                      <span
                        title={title}
                        aria-disabled="true"
                        data-testid="swatch-disabled"
                        className={`${base} ${state} cursor-not-allowed opacity-40 ${value.swatch ? "after:absolute after:left-1/2 after:top-[-2px] after:h-[calc(100%+4px)] after:w-px after:rotate-45 after:bg-ink" : "line-through"}`}
                        style={style}
                      >
                        {content}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
