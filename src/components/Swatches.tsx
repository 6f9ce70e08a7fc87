// A row of colour swatches with their hex codes as accessible names.
import './Swatches.css';

interface Props {
  colors: readonly string[];
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}

export function Swatches({ colors, size = 'md', label }: Props) {
  return (
    <span
      className={`swatches swatches-${size}`}
      role="list"
      aria-label={label ?? 'Colour palette'}
    >
      {colors.map((c, i) => (
        <span
          key={`${c}-${i}`}
          role="listitem"
          className="swatch"
          style={{ background: c }}
          title={c}
          aria-label={c}
        />
      ))}
    </span>
  );
}
