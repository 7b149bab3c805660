import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import SlProgressBar from '@shoelace-style/shoelace/dist/react/progress-bar/index.js';
import type { ExportFormat } from '@curbside/contracts';
import { EXPORT_FORMATS, progressText, type ExportProgress } from './report-export.ts';

export interface ExportMenuProps {
  /** The formats this view exports (the summary: CSV only). */
  formats: readonly ExportFormat[];
  progress: ExportProgress | null;
  onExport(format: ExportFormat): void;
}

/** Export CSV / PDF / AP, and while a file downloads a progress bar with what has arrived. */
export function ExportMenu({ formats, progress, onExport }: ExportMenuProps) {
  return (
    <div className="export">
      <SlDropdown placement="bottom-end" hoist>
        <SlButton slot="trigger" size="small" caret disabled={progress !== null}>
          <SlIcon slot="prefix" name="download" />
          Export
        </SlButton>
        <SlMenu onSlSelect={(event) => onExport(String(event.detail.item.value) as ExportFormat)}>
          {EXPORT_FORMATS.filter((f) => formats.includes(f.format)).map((f) => (
            <SlMenuItem key={f.format} value={f.format}>{f.label}</SlMenuItem>
          ))}
        </SlMenu>
      </SlDropdown>
      <div className="export-progress" role="status" aria-live="polite">
        {progress ? (
          <>
            <SlProgressBar
              className="export-bar"
              label="Export progress"
              indeterminate={progress.total === null}
              value={progress.total ? Math.round((progress.received / progress.total) * 100) : 0}
            />
            <span>{progressText(progress)}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}
