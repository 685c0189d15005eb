import type { ReactNode } from 'react'
import styled from 'styled-components'

/*
 * A small mark per tool of the toolchain: our own line glyphs on a 20 × 20 grid, drawn in the
 * current colour, saying what the tool does (a run, a stack of containers, a gauge), never a copy
 * of the project's logo. Decorative: the tool's name sits beside it.
 */
const glyphs: Readonly<Record<string, ReactNode>> = {
  // A run: a play head inside a ring.
  'GitHub Actions': (
    <>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M8.2 6.8v6.4l5-3.2z" />
    </>
  ),
  // Versions of data: three commits on a branch.
  DVC: (
    <>
      <circle cx="5" cy="5" r="2" />
      <circle cx="5" cy="15" r="2" />
      <circle cx="15" cy="10" r="2" />
      <path d="M5 7v6M6.8 6.2l6.4 3M6.8 13.8l6.4-3" />
    </>
  ),
  // Infrastructure as layers: three stacked slabs.
  Terraform: (
    <>
      <path d="M3 6.5l7-3 7 3-7 3z" />
      <path d="M3 10.5l7 3 7-3" />
      <path d="M3 14.5l7 3 7-3" />
    </>
  ),
  // Containers: a stack of boxes.
  Docker: (
    <>
      <rect x="3" y="11" width="4.5" height="4.5" rx="0.6" />
      <rect x="7.75" y="11" width="4.5" height="4.5" rx="0.6" />
      <rect x="12.5" y="11" width="4.5" height="4.5" rx="0.6" />
      <rect x="5.4" y="6.25" width="4.5" height="4.5" rx="0.6" />
      <rect x="10.1" y="6.25" width="4.5" height="4.5" rx="0.6" />
    </>
  ),
  // A build server: a cog.
  Jenkins: (
    <>
      <circle cx="10" cy="10" r="3" />
      <path d="M10 2.5v3M10 14.5v3M2.5 10h3M14.5 10h3M4.7 4.7l2.1 2.1M13.2 13.2l2.1 2.1M4.7 15.3l2.1-2.1M13.2 6.8l2.1-2.1" />
    </>
  ),
  // Scheduled pipelines: a pinwheel of four blades.
  'Apache Airflow': (
    <>
      <path d="M10 10L10 3a4 4 0 0 1 0 7zM10 10l7 0a4 4 0 0 1-7 0zM10 10v7a4 4 0 0 1 0-7zM10 10H3a4 4 0 0 1 7 0z" />
    </>
  ),
  // Pipelines on a cluster: a hexagon with a flow through it.
  Kubeflow: (
    <>
      <path d="M10 2.5l6.5 3.75v7.5L10 17.5l-6.5-3.75v-7.5z" />
      <path d="M6.5 10h7M11 7.5l2.5 2.5-2.5 2.5" />
    </>
  ),
  // Experiments over time: a rising run with its points.
  MLflow: (
    <>
      <path d="M3 15l4.5-4 3 2.5L17 6" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10.5" cy="13.5" r="1.2" />
      <path d="M13.5 6H17v3.5" />
    </>
  ),
  // Orchestration: a wheel with spokes.
  Kubernetes: (
    <>
      <circle cx="10" cy="10" r="7" />
      <circle cx="10" cy="10" r="2" />
      <path d="M10 3v5M10 12v5M3 10h5M12 10h5" />
    </>
  ),
  // Serving: a box in compartments.
  BentoML: (
    <>
      <rect x="3" y="4" width="14" height="12" rx="2" />
      <path d="M3 10h14M10 4v6" />
    </>
  ),
  // Metrics: a pulse line.
  Prometheus: (
    <>
      <path d="M2.5 10.5h3.5l2-5 3.5 9 2-4h4" />
    </>
  ),
  // Dashboards: a gauge and its needle.
  Grafana: (
    <>
      <path d="M3.5 14a6.5 6.5 0 1 1 13 0" />
      <path d="M10 14l3-5" />
      <circle cx="10" cy="14" r="1.2" />
    </>
  ),
}

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.panelOnDark};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  color: ${({ theme }) => theme.color.brandOnDark};
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    width: 1.5rem;
    height: 1.5rem;
    border: 0;
    background: none;
  }
`

/** The tool's mark, or nothing for a tool without one. */
export function ToolMark({ name }: { name: string }) {
  const glyph = glyphs[name]
  if (!glyph) return null
  return (
    <Mark aria-hidden="true">
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {glyph}
      </svg>
    </Mark>
  )
}
