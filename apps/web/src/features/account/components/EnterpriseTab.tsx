import { countryOptions, LANGUAGE_TAG, type Enterprise } from '@portal/contract';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useEnterprises } from '../api/listEnterprises';
import { EnterpriseModal } from './EnterpriseModal';
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

  const columns: ColumnsType<Enterprise> = [
    {
      title: t('web.profile.enterprise.organizationName'),
      dataIndex: 'organizationName',
      width: 180,
      ellipsis: true,
    },
    {
      title: t('web.profile.enterprise.organizationUnit'),
      dataIndex: 'organizationUnit',
      width: 140,
      ellipsis: true,
    },
    { title: t('web.profile.enterprise.organizationPhone'), dataIndex: 'organizationPhone', width: 150 },
    {
      title: t('web.profile.enterprise.country'),
      dataIndex: 'country',
      width: 140,
      render: (code: string) => countryName(code),
    },
    { title: t('web.profile.enterprise.city'), dataIndex: 'city', width: 120, ellipsis: true },
    { title: t('web.profile.enterprise.zip'), dataIndex: 'zip', width: 110 },
    { title: t('web.profile.enterprise.address'), dataIndex: 'address', width: 180, ellipsis: true },
  ];

  return (
    <RecordsTab<Enterprise>
      name="enterprise"
      newLabel={t('web.profile.enterprise.new')}
      columns={columns}
      useList={useEnterprises}
      paging={paging}
      scrollX={1300}
      renderModal={(modal) => <EnterpriseModal {...modal} />}
    />
  );
}
