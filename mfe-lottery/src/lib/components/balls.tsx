import './lottery-ui.css';

/** Winning numbers as balls; the list is labelled so a screen reader hears "Winning numbers: 1, 2, 3". */
export function Balls({
  values,
  label,
  small,
}: {
  values: readonly string[];
  label: string;
  small?: boolean;
}) {
  return (
    <ul className={small ? 'lot-balls lot-balls--small' : 'lot-balls'} aria-label={label}>
      {values.map((v, i) => (
        <li key={`${i}-${v}`} className="lot-ball">
          {v}
        </li>
      ))}
    </ul>
  );
}
