import { useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrine/contract';
import { PropertyForm, type PropertyStand } from '../../content/stand-forms.ts';
import { refreshStandProperties } from '../api/use-remove-property.ts';
import { isPropertyRevision } from '../lib/property-changes.ts';

export interface StandPropertyEditorProps {
  stand: PropertyStand;
  /** The property to edit, with what its form starts from; none for a new one. */
  edit?: { id: number; draft: PropertyDraft };
  /** `live`: the write went straight to the public page (the stand publishes without review). */
  onSaved: (live: boolean) => void;
  onCancel: () => void;
}

/**
 * The producer's property form for a stand OWNER (fetched when it opens: it brings zod and the
 * rich-text editor), the stand fixed as the owner.
 */
export default function StandPropertyEditor({ stand, edit, onSaved, onCancel }: StandPropertyEditorProps) {
  const queryClient = useQueryClient();
  return (
    <PropertyForm
      stand={stand}
      id={edit?.id}
      draft={edit?.draft}
      onCancel={onCancel}
      onDone={(saved) => {
        const live = !isPropertyRevision(saved);
        refreshStandProperties(queryClient, stand, live);
        onSaved(live);
      }}
    />
  );
}
