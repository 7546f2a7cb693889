import { useMutation } from '@tanstack/react-query';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { refusedRowsCsv } from './refused-rows-csv.js';
import { FormError } from './forms.js';
import { saveFile } from './save-file.js';

/** Refused rows read a page at a time: the most the route answers at once. */
const PAGE = 1000;

/**
 * "Download refused rows (CSV)": every refused row of an import (every page followed), one CSV
 * line each, safe to open in a spreadsheet; the rows read so far show while it reads.
 */
export function RefusedRowsDownload({ api, clientId, importId }: { api: RewardsClient; clientId: string; importId: string }) {
  const download = useMutation({
    mutationFn: async () => {
      const rows: Array<{ line: number; field: string | null; code: string; message: string }> = [];
      let cursor: string | undefined;
      do {
        const page = await unwrap(
          api.GET('/admin/v1/clients/{client_id}/imports/{import_id}/errors', {
            params: { path: { client_id: clientId, import_id: importId }, query: { limit: PAGE, ...(cursor ? { cursor } : {}) } },
          }),
        );
        rows.push(...page.errors);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      saveFile(`${importId}-refused-rows.csv`, refusedRowsCsv(rows), 'text/csv');
      return rows.length;
    },
  });
  return (
    <div className="actions">
      <button type="button" className="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        Download refused rows (CSV)
      </button>
      <span aria-live="polite">
        {download.isPending ? 'Reading the refused rows…' : download.isSuccess ? `Saved ${download.data} refused ${download.data === 1 ? 'row' : 'rows'}.` : ''}
      </span>
      <FormError error={download.error} />
    </div>
  );
}
