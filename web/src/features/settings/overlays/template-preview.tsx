// A template drawn small: its shapes and texts on a blank poster (or title card), with sample values
// for the fields the service fills in per item (the date an item leaves, the days until then), so a
// template can be told apart from the others without opening the service's editor.
import { useId } from 'react';
import type { OverlayElement, OverlayTemplate } from '../../../api/overlays.ts';

/** The sample item leaves in two weeks. */
const SAMPLE_DAYS = 14;

function sampleDate(): string {
  const date = new Date(Date.now() + SAMPLE_DAYS * 86_400_000);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** The element's text with sample values in its fields, as the service would fill them. */
export function sampleText(element: OverlayElement): string {
  const field = (name: string | undefined) => {
    if (name === 'date') return sampleDate();
    if (name === 'days') return String(SAMPLE_DAYS);
    if (name === 'daysText') return (element.textDays ?? 'in {0} days').replace('{0}', String(SAMPLE_DAYS));
    return `{${name ?? ''}}`;
  };
  const text = element.segments ? element.segments.map((segment) => (segment.type === 'variable' ? field(segment.field) : (segment.value ?? ''))).join('') : (element.text ?? '');
  return element.uppercase ? text.toUpperCase() : text;
}

const ANCHORS: Record<string, 'start' | 'middle' | 'end'> = { left: 'start', center: 'middle', right: 'end' };

function ElementDrawing({ element }: { element: OverlayElement }) {
  const { x, y, width, height } = element;
  const rotation = element.rotation ? `rotate(${element.rotation} ${x + width / 2} ${y + height / 2})` : undefined;
  const stroke = element.strokeColor && element.strokeWidth ? { stroke: element.strokeColor, strokeWidth: element.strokeWidth } : {};
  if (element.type === 'shape') {
    const fill = element.fillColor ?? 'none';
    return element.shapeType === 'ellipse' ? (
      <ellipse cx={x + width / 2} cy={y + height / 2} rx={width / 2} ry={height / 2} fill={fill} opacity={element.opacity} transform={rotation} {...stroke} />
    ) : (
      <rect x={x} y={y} width={width} height={height} rx={element.cornerRadius ?? 0} fill={fill} opacity={element.opacity} transform={rotation} {...stroke} />
    );
  }
  if (element.type === 'text' || element.type === 'variable') {
    const align = element.textAlign ?? 'left';
    const textX = align === 'center' ? x + width / 2 : align === 'right' ? x + width : x;
    const vertical = element.verticalAlign ?? 'top';
    const textY = vertical === 'middle' ? y + height / 2 : vertical === 'bottom' ? y + height : y;
    return (
      <text
        x={textX}
        y={textY}
        textAnchor={ANCHORS[align] ?? 'start'}
        dominantBaseline={vertical === 'middle' ? 'central' : vertical === 'bottom' ? 'auto' : 'hanging'}
        fontSize={element.fontSize ?? 40}
        fontWeight={element.fontWeight ?? 'normal'}
        fontFamily="Inter, system-ui, sans-serif"
        fill={element.fontColor ?? '#fff'}
        opacity={element.opacity}
        transform={rotation}
      >
        {sampleText(element)}
      </text>
    );
  }
  // An uploaded image: its place only.
  return <rect x={x} y={y} width={width} height={height} fill="none" stroke="#a1a1aa" strokeWidth={4} strokeDasharray="12 8" opacity={element.opacity} transform={rotation} />;
}

export function TemplatePreview({ template }: { template: OverlayTemplate }) {
  const gradient = useId();
  const { canvasWidth: width, canvasHeight: height } = template;
  const drawn = template.elements.filter((element) => element.visible !== false).sort((a, b) => (a.layerOrder ?? 0) - (b.layerOrder ?? 0));
  return (
    <svg className={`overlay-preview overlay-preview--${template.mode}`} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${template.name}, drawn on a sample`}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#52525b" />
          <stop offset="1" stopColor="#27272a" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${gradient})`} />
      {drawn.map((element, index) => (
        <ElementDrawing key={index} element={element} />
      ))}
    </svg>
  );
}
