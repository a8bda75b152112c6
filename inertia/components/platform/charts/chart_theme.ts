/* Shared look of every chart (learner and admin analytics): theme colours, light and dark, and tooltips. */
export const CHART_COLORS = {
  primary: 'var(--color-primary)',
  muted: 'var(--color-muted-foreground)',
  highlight: 'var(--color-highlight)',
  destructive: 'var(--color-destructive)',
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
