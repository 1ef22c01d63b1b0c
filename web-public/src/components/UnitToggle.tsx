import './UnitToggle.css';

export interface UnitChoice<Unit extends string> {
  unit: Unit;
  /** The button's text: '°C', 'Metric'. */
  label: string;
  /** What the label stands for, said after it in brackets: 'Celsius', '°C, km/h'. */
  detail: string;
}

interface UnitToggleProps<Unit extends string> {
  /** The group's accessible name: 'Temperature unit', 'Units'. */
  name: string;
  choices: readonly UnitChoice<Unit>[];
  unit: Unit;
  onChange: (unit: Unit) => void;
  /** Shows the detail beside the label; without it only screen readers hear it. */
  showDetail?: boolean;
}

/** The units of the readings as a group of toggle buttons; the pressed one is in use. */
export function UnitToggle<Unit extends string>({ name, choices, unit, onChange, showDetail = false }: UnitToggleProps<Unit>) {
  return (
    <div role="group" aria-label={name} className="unit-toggle">
      {choices.map((choice) => (
        <button
          key={choice.unit}
          type="button"
          className="unit-toggle__option"
          aria-pressed={unit === choice.unit}
          onClick={() => onChange(choice.unit)}
        >
          {choice.label}
          <span className={showDetail ? 'unit-toggle__detail' : 'visually-hidden'}> ({choice.detail})</span>
        </button>
      ))}
    </div>
  );
}
