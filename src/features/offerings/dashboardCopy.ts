import { figures } from '../../data/figures'

/**
 * The example business-analysis dashboard (home and /business-analysis): four tiles, revenue,
 * growth, customer growth and data quality. The two charts use illustrative series,
 * so they carry no figures; the two stat tiles show 24% and 98%.
 */
export const dashboard = {
  caption: 'Example dashboard',
  revenue: {
    title: 'Revenue',
    note: 'Monthly, last six months',
    description: 'Bar chart: monthly revenue rising over six months (example data).',
    series: [42, 48, 45, 56, 63, 71],
  },
  growth: {
    title: 'Growth',
    note: 'Quarter on quarter',
    description: 'Line chart: growth trending upward across eight quarters (example data).',
    series: [12, 14, 13, 17, 19, 18, 23, 26],
  },
  customerGrowth: { value: figures.customerGrowth, label: 'Customer growth' },
  dataQuality: { value: figures.dataQuality, label: 'Data quality' },
} as const
