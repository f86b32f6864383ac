import { countryOptions, LANGUAGE_TAG, type Enterprise } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useEnterprises } from '../api/listEnterprises';
import { EnterpriseModal } from './EnterpriseModal';
import type { ResponsiveColumn } from '../../../components/ResponsiveTable';
import { RecordsTab } from './RecordsTab';
import { usePaging } from '../../../lib/usePaging';

/** Business information: paged table with New and Edit modals. */
export function EnterpriseTab() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const paging = usePaging();
  const countryName = useMemo(() => {
    const names = new Map(countryOptions(LANGUAGE_TAG[lang]).map((c) => [c.code, c.name]));
    return (code: string) => names.get(code) ?? code;
  }, [lang]);

  // Names keep whole words: minimum widths and an ellipsis with the full text in the title (no break inside
  // a word); the address takes what is left, so at 1366 px the created date stays in view without scrolling.
  // Below 992 px the organisation heads a card.
  const columns: ResponsiveColumn<Enterprise>[] = [
    {
      title: t('web.profile.enterprise.organizationName'),
      key: 'organizationName',
      dataIndex: 'organizationName',
      width: 170,
      ellipsis: { showTitle: true },
    },
    {
      title: t('web.profile.enterprise.organizationUnit'),
      key: 'organizationUnit',
      dataIndex: 'organizationUnit',
      width: 110,
      ellipsis: { showTitle: true },
    },
    {
      title: t('web.profile.enterprise.organizationPhone'),
      key: 'organizationPhone',
      dataIndex: 'organizationPhone',
      width: 140,
      ellipsis: { showTitle: true },
    },
    {
      title: t('web.profile.enterprise.country'),
      key: 'country',
      dataIndex: 'country',
      width: 110,
      ellipsis: { showTitle: true },
      render: (code: string) => countryName(code),
    },
    {
      title: t('web.profile.enterprise.city'),
      key: 'city',
      dataIndex: 'city',
      width: 110,
      ellipsis: { showTitle: true },
    },
    { title: t('web.profile.enterprise.zip'), key: 'zip', dataIndex: 'zip', width: 90 },
    {
      title: t('web.profile.enterprise.address'),
      key: 'address',
      dataIndex: 'address',
      ellipsis: { showTitle: true },
    },
  ];

  return (
    <RecordsTab<Enterprise>
      name="enterprise"
      newLabel={t('web.profile.enterprise.new')}
      columns={columns}
      useList={useEnterprises}
      paging={paging}
      scrollX={1050}
      renderModal={(modal) => <EnterpriseModal {...modal} />}
    />
  );
}
