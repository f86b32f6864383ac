import type { Contact } from '@portal/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useContacts } from '../api/listContacts';
import { ContactModal } from './ContactModal';
import { RecordsTab } from './RecordsTab';
import { usePaging } from '../../../lib/usePaging';

/** Contact information: paged table (firstName, lastName, telephone, createdAt, Edit) with New/Edit modals. */
export function ContactTab() {
  const { t } = useTranslation();
  const paging = usePaging();
  const columns: ColumnsType<Contact> = [
    { title: t('web.profile.contact.firstName'), dataIndex: 'firstName' },
    { title: t('web.profile.contact.lastName'), dataIndex: 'lastName' },
    { title: t('web.profile.contact.telephone'), dataIndex: 'telephone' },
  ];
  return (
    <RecordsTab<Contact>
      name="contact"
      newLabel={t('web.profile.contact.new')}
      columns={columns}
      useList={useContacts}
      paging={paging}
      scrollX={640}
      renderModal={(modal) => <ContactModal {...modal} />}
    />
  );
}
