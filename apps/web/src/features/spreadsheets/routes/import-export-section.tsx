import { EventScope } from '../../events/index.ts';
import { ExportPanel } from '../components/export-panel.tsx';
import { ImportPanel } from '../components/import-panel.tsx';

/**
 * 'Importar e exportar': the chosen event's exhibitors, speakers, agenda and properties
 * from a spreadsheet, and its lists to one. Loaded on demand by the producer page.
 */
export function ImportExportSection() {
  return (
    <EventScope>
      {(event) => (
        <div className="space-y-12">
          <ImportPanel key={event.id} event={event} />
          <ExportPanel event={event} />
        </div>
      )}
    </EventScope>
  );
}
