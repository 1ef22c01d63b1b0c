import type { SchemaSettingsVersion } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { Badge, Button, Card, ConfirmDialog, type DataTableColumn, QueryTable, toast } from '../../ui';
import { schemaSettingsVersionsQueryOptions, useRestoreSchemaSettings } from './queries';
import { changedSectionsText } from './rules';

/**
 * Every saved version of the settings, the latest first, each but the one in
 * force with 'Restore': its settings are saved again as a new version (the
 * history stays whole), built on the version in force so it cannot overwrite a
 * save made by another admin in between.
 */
export function SchemaVersions({ current }: { current: number }) {
  const versions = useQuery(schemaSettingsVersionsQueryOptions());
  const restore = useRestoreSchemaSettings();
  const [chosen, setChosen] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<SchemaSettingsVersion>[]>(
    () => [
      {
        id: 'version',
        header: 'Version',
        cell: (v) => (
          <>
            {v.version} {v.version === current && <Badge variant="success">In force</Badge>}
          </>
        ),
      },
      { id: 'saved', header: 'Saved', cell: (v) => formatDateTime(v.updated_at) },
      { id: 'changed', header: 'Changed', cell: (v) => changedSectionsText(v.changed_sections) },
      {
        id: 'actions',
        header: 'Actions',
        headerHidden: true,
        align: 'end',
        cell: (v) =>
          v.version === current ? null : (
            <Button size="sm" variant="outline" onClick={() => setChosen(v.version)} aria-label={`Restore version ${v.version}`}>
              Restore
            </Button>
          ),
      },
    ],
    [current],
  );

  const confirmRestore = async () => {
    if (chosen === null) return;
    try {
      const restored = await restore.mutateAsync({ version: chosen, basedOn: current });
      toast({ title: 'Schema settings restored', description: `Version ${restored.version} is now used for the public pages' structured data.` });
    } catch (error) {
      toastFailure('Failed to restore schema settings', error, 'The schema settings were not restored');
      throw error;
    }
  };

  return (
    <Card
      title="Versions"
      description="Every save is kept. Restoring an earlier version saves its settings again as the newest version."
      className="schema-versions"
    >
      <QueryTable
        query={versions}
        what="The versions"
        columns={columns}
        rowKey={(v) => v.version}
        label="Schema settings versions"
        pageSizes={[10, 25, 50]}
        empty="No saved versions"
      />
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={`Restore version ${chosen ?? ''}?`}
        description="Its settings become the newest version and are used for the public pages' structured data. The versions saved since are kept."
        confirmLabel="Restore"
        busyLabel="Restoring..."
        onConfirm={confirmRestore}
      />
    </Card>
  );
}
