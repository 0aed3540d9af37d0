import type uPlot from 'uplot';

/** An alarm threshold drawn across the plot: its value on a y scale, and the colour and dash of its line. */
export interface ThresholdLine {
  value: number;
  scale: string;
  color: string;
  dash: number[];
}

/**
 * Draws each threshold as a horizontal line across the plot area after the series, clipped to it, so a zoom or pan
 * moves the lines with their scale; a threshold outside the visible y range is left out.
 */
export function thresholdPlugin(lines: readonly ThresholdLine[]): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx, bbox } = u;
        ctx.save();
        ctx.beginPath();
        ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
        ctx.clip();
        ctx.lineWidth = Math.max(1, devicePixelRatio);
        for (const line of lines) {
          const y = Math.round(u.valToPos(line.value, line.scale, true));
          if (!Number.isFinite(y) || y < bbox.top || y > bbox.top + bbox.height) continue;
          ctx.strokeStyle = line.color;
          ctx.setLineDash(line.dash.map((d) => d * devicePixelRatio));
          ctx.beginPath();
          ctx.moveTo(bbox.left, y);
          ctx.lineTo(bbox.left + bbox.width, y);
          ctx.stroke();
        }
        ctx.restore();
      },
    },
  };
}
