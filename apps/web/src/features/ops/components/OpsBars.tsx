import { barPercent, barsLabel, scaleTop, type Bar } from '../logic/barScale';

export interface OpsBarsProps {
  /** The bars' labels (days, statuses) and values, in order. */
  data: readonly Bar[];
  color: string;
  testId: string;
  /** Horizontal bars, a line per bar with its name and value (the 14 statuses). */
  horizontal?: boolean;
}

/**
 * A bar chart of the overview in plain elements and CSS (issue 31: no chart library on the console's first screen).
 * Every bar keeps its label: columns (the days) with their label turned upright under them, rows (the statuses)
 * with the name before the bar and the value after it. The whole chart is named for screen readers.
 */
export function OpsBars({ data, color, testId, horizontal = false }: OpsBarsProps) {
  const top = scaleTop(data.map((bar) => bar.value));
  const label = barsLabel(data);
  if (horizontal)
    return (
      <div className="ops-bars ops-bars--rows" data-testid={testId} role="img" aria-label={label}>
        {data.map((bar) => (
          <div className="ops-bars__row" key={bar.name}>
            <span className="ops-bars__name">{bar.name}</span>
            <span className="ops-bars__track" title={`${bar.name}: ${bar.value}`}>
              <span
                className="ops-bars__bar"
                style={{ width: `${barPercent(bar.value, top)}%`, background: color }}
              />
            </span>
            <span className="ops-bars__value">{bar.value.toLocaleString()}</span>
          </div>
        ))}
      </div>
    );
  return (
    <div className="ops-bars ops-bars--columns" data-testid={testId} role="img" aria-label={label}>
      <div className="ops-bars__scale" aria-hidden="true">
        <span>{top.toLocaleString()}</span>
        <span>{(top / 2).toLocaleString()}</span>
        <span>0</span>
      </div>
      <div className="ops-bars__plot">
        {data.map((bar) => (
          <div className="ops-bars__column" key={bar.name} title={`${bar.name}: ${bar.value}`}>
            <span
              className="ops-bars__bar"
              style={{ height: `${barPercent(bar.value, top)}%`, background: color }}
            />
          </div>
        ))}
      </div>
      <div className="ops-bars__labels">
        {data.map((bar) => (
          <span className="ops-bars__label" key={bar.name}>
            <span>{bar.name}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
