import { LOGO_MARK_BOX, logoMarkShapes } from '../theme/logoMark'

/** The brand mark (its shapes: src/theme/logoMark.ts, shared with the favicon and sharing images). */
export function LogoMark({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${LOGO_MARK_BOX} ${LOGO_MARK_BOX}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {logoMarkShapes().map((shape, index) => {
        switch (shape.kind) {
          case 'rect': {
            const { kind: _kind, ...attributes } = shape
            return <rect key={index} {...attributes} />
          }
          case 'path':
            return (
              <path
                key={index}
                d={shape.d}
                fill="none"
                stroke={shape.stroke}
                strokeWidth={shape.strokeWidth}
                strokeLinecap="round"
              />
            )
          case 'circle':
            return <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} />
        }
      })}
    </svg>
  )
}
