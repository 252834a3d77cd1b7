/** One sample of a metric: `name{labels} value`, the name optionally suffixed (`_bucket`, `_sum`). */
export interface MetricLine {
  suffix?: string;
  labels?: Record<string, string>;
  value: number;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const escapeHelp = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/**
 * The Prometheus text exposition format (version 0.0.4): per metric a HELP and a TYPE line, then
 * its samples. Small enough to write here rather than add a client library and its registry.
 */
export class PrometheusText {
  private readonly lines: string[] = [];

  metric(name: string, type: 'counter' | 'gauge' | 'histogram', help: string, samples: MetricLine[]) {
    this.lines.push(`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`);
    for (const sample of samples) {
      const labels = Object.entries(sample.labels ?? {});
      const labelText =
        labels.length === 0
          ? ''
          : `{${labels.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
      this.lines.push(`${name}${sample.suffix ?? ''}${labelText} ${formatValue(sample.value)}`);
    }
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
