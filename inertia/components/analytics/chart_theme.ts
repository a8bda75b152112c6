/* Shared look of the analytics charts: theme colours (light and dark) and pt-BR tooltips. */
export const CHART_COLORS = {
  primary: 'var(--color-primary)',
  muted: 'var(--color-muted-foreground)',
  highlight: 'var(--color-highlight)',
  grid: 'var(--color-border)',
  text: 'var(--color-muted-foreground)',
}

export const AXIS_TICK = { fill: CHART_COLORS.text, fontSize: 12 }

export const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--color-popover)',
    border: '1px solid var(--color-border)',
    borderRadius: 8,
    color: 'var(--color-popover-foreground)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--color-popover-foreground)', fontWeight: 600 },
}
