import { useRef } from 'react';
import type SlDropdownElement from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import type { StarredReport } from '@curbside/contracts';

export interface StarredReportsProps {
  reports: readonly StarredReport[];
  onApply(report: StarredReport): void;
  onDelete(report: StarredReport): void;
  onStar(): void;
}

/** The starred reports of the user: apply one (its filters replace the current ones), delete one, or star the current report. */
export function StarredReports({ reports, onApply, onDelete, onStar }: StarredReportsProps) {
  const dropdown = useRef<SlDropdownElement>(null);
  return (
    <div className="starred">
      <SlButton size="small" onClick={onStar}>
        <SlIcon slot="prefix" name="star" />
        Star this report
      </SlButton>
      <SlDropdown ref={dropdown} placement="bottom-end" hoist stayOpenOnSelect>
        <SlButton slot="trigger" size="small" caret>
          <SlIcon slot="prefix" name="star-fill" />
          {`Starred reports (${reports.length})`}
        </SlButton>
        <div className="starred-panel">
          {reports.length === 0 ? <p className="muted">No starred reports yet</p> : (
            <ul className="starred-list" aria-label="Starred reports">
              {reports.map((report) => (
                <li key={report.starredReportId} className="starred-item">
                  <SlButton size="small" variant="text" className="starred-apply" onClick={() => {
                    void dropdown.current?.hide();
                    onApply(report);
                  }}>
                    {report.name}
                  </SlButton>
                  <span className="muted">{[report.type, report.schedule ? `${report.schedule} ${report.format?.toUpperCase() ?? ''}`.trim() : ''].filter(Boolean).join(' · ')}</span>
                  <SlIconButton name="trash" label={`Delete ${report.name}`} onClick={() => onDelete(report)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </SlDropdown>
    </div>
  );
}
