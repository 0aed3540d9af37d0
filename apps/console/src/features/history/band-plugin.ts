import type uPlot from 'uplot';

/** The min–max band of one bucketed line: its lowest and highest reading per instant, on the line's y scale. */
export interface Band {
  scale: string;
  color: string;
  min: readonly (number | null)[];
  max: readonly (number | null)[];
}

/**
 * Fills each band between its min and max before the series are drawn (uPlot's `drawAxes` hook), so the mean line
 * stays on top; a bucket without readings breaks the band as it breaks the line. Clipped to the plot area.
 */
export function bandPlugin(bands: readonly Band[]): uPlot.Plugin {
  return {
    hooks: {
      drawAxes: (u) => {
        const { ctx, bbox } = u;
        const times = u.data[0];
        ctx.save();
        ctx.beginPath();
        ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
        ctx.clip();
        for (const band of bands) {
          ctx.fillStyle = band.color;
          let run: number[] = [];
          const fill = () => {
            if (run.length > 0) {
              const x = (i: number) => u.valToPos(times[i] ?? 0, 'x', true);
              const y = (value: number | null | undefined) => u.valToPos(value ?? 0, band.scale, true);
              ctx.beginPath();
              ctx.moveTo(x(run[0] ?? 0), y(band.max[run[0] ?? 0]));
              for (const i of run.slice(1)) ctx.lineTo(x(i), y(band.max[i]));
              for (const i of [...run].reverse()) ctx.lineTo(x(i), y(band.min[i]));
              ctx.closePath();
              ctx.fill();
            }
            run = [];
          };
          for (let i = 0; i < times.length; i++) {
            if (band.min[i] == null || band.max[i] == null) fill();
            else run.push(i);
          }
          fill();
        }
        ctx.restore();
      },
    },
  };
}
