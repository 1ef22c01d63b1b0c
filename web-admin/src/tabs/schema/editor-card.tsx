import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, EditIcon } from '../../ui';
import { useReloadSchemaSettings } from './queries';

/** One settings editor: read-only until Edit is pressed; the form brings its own Save and Cancel. */
export function EditorCard({
  title,
  description,
  editing,
  onEdit,
  children,
}: {
  title: string;
  description: string;
  editing: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      description={description}
      actions={
        !editing && (
          <Button variant="outline" size="sm" icon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )
      }
    >
      {children}
    </Card>
  );
}

/** Server messages that belong to no field of the form. */
export function OtherIssues({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert variant="destructive" title="The server refused the change">
      <ul className="schema-editor__issues">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * A save refused because another admin saved the settings first: nothing was
 * overwritten. Reload shows their version (the editor closes); the admin then
 * applies the change again on it.
 */
export function SaveConflict({ onReloaded }: { onReloaded: () => void }) {
  const reload = useReloadSchemaSettings();
  const [reloading, setReloading] = useState(false);
  const reloadSettings = async () => {
    setReloading(true);
    try {
      await reload();
      onReloaded();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert variant="warning" title="Someone else saved the schema settings first">
      <p className="schema-editor__conflict">
        Your change was not saved, so theirs is not overwritten. Reload to see the other change, then apply yours again.
      </p>
      <Button variant="outline" size="sm" busy={reloading} onClick={() => void reloadSettings()}>
        {reloading ? 'Reloading...' : 'Reload settings'}
      </Button>
    </Alert>
  );
}
