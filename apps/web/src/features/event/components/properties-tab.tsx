import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { BuildingIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { LoadingRegion } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useProperties } from '../api/use-properties.ts';
import { propertyPath } from '../event-paths.ts';
import { ContactIcon } from './contact-icon.tsx';
import type { DetailState } from './detail-routes.tsx';
import { RoutesSkeleton } from './tab-skeletons.tsx';

/** Rotas de Imóveis: groups in an accordion, each property opening its detail at its own address. */
export function PropertiesTab({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const properties = useProperties(eventId);
  const navigate = useNavigate();

  if (properties.isPending) {
    return (
      <LoadingRegion label={t('common.loading')}>
        <RoutesSkeleton />
      </LoadingRegion>
    );
  }
  if (properties.isError) {
    return (
      <StateMessage
        tone="error"
        title={t('event.properties.error')}
        action={{ label: t('common.retry'), onClick: () => void properties.refetch() }}
      />
    );
  }
  const groups = Object.entries(properties.data).filter(([, items]) => items.length > 0);
  if (groups.length === 0) {
    return <StateMessage title={t('event.properties.empty')} icon={<BuildingIcon className="size-7" />} />;
  }
  return (
    <div className="space-y-3">
      {groups.map(([group, items], index) => (
        <Disclosure key={group} title={group} defaultOpen={index === 0}>
          <ul className="divide-y divide-ink-100">
            {items.map((property) => (
              <li key={property.id}>
                <button
                  type="button"
                  id={`property-row-${property.id}`}
                  onClick={() =>
                    navigate(propertyPath(eventId, property.id), {
                      state: {
                        fromTab: 'propertyRoutes',
                        focusId: `property-row-${property.id}`,
                      } satisfies DetailState,
                      preventScrollReset: true,
                    })
                  }
                  className="flex w-full items-center gap-4 px-5 py-4 text-left hover:bg-ink-50"
                >
                  <span className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-100">
                    {property.images[0] ? (
                      <MediaImage src={property.images[0]} sizes="80px" className="size-full object-cover" />
                    ) : (
                      <BuildingIcon className="size-6 text-ink-500" />
                    )}
                  </span>
                  <span className="min-w-0 space-y-1">
                    <span className="block font-semibold text-ink-950">{property.title}</span>
                    <span className="block text-sm text-ink-600">
                      {[property.address.logradouro, property.address.localidade].filter(Boolean).join(', ')}
                    </span>
                    {property.contact && (
                      <span className="flex items-center gap-1.5 text-sm text-ink-700">
                        <ContactIcon contact={property.contact} className="size-3.5 text-gold-700" />
                        {property.contact}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Disclosure>
      ))}
    </div>
  );
}
