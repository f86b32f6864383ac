import type { Contact } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useContacts } from '../api/listContacts';
import { ContactModal } from './ContactModal';
import type { ResponsiveColumn } from '../../../components/ResponsiveTable';
import { RecordsTab } from './RecordsTab';
import { usePaging } from '../../../lib/usePaging';

/** Contact information: paged table (firstName, lastName, telephone, createdAt, Edit) with New/Edit modals. */
export function ContactTab() {
  const { t } = useTranslation();
  const paging = usePaging();
  // Names keep whole words: a minimum width and an ellipsis with the full name in the title.
  const columns: ResponsiveColumn<Contact>[] = [
    {
      key: 'firstName',
      title: t('web.profile.contact.firstName'),
      dataIndex: 'firstName',
      width: 160,
      ellipsis: { showTitle: true },
    },
    {
      key: 'lastName',
      title: t('web.profile.contact.lastName'),
      dataIndex: 'lastName',
      width: 160,
      ellipsis: { showTitle: true },
    },
    { key: 'telephone', title: t('web.profile.contact.telephone'), dataIndex: 'telephone', width: 170 },
  ];
  return (
    <RecordsTab<Contact>
      name="contact"
      newLabel={t('web.profile.contact.new')}
      columns={columns}
      useList={useContacts}
      paging={paging}
      scrollX={780}
      renderModal={(modal) => <ContactModal {...modal} />}
    />
  );
}
