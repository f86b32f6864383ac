import { PAGE_DEFAULTS, type LetterRow, type LetterTag } from '@portal/contract';
import Collapse from 'antd/es/collapse';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText';
import { useLetters } from '../api/listLetters';
import { useMarkLetterRead } from '../api/markLetterRead';
import { LetterContent } from '../components/LetterContent';
import { initialTab, lettersToMark, showPager } from '../logic/letters';
import '../notifications.css';

/** One tab's letters: expandable panels, opening an unread one marks it read; the pager only past one page. */
function LetterList({ tag }: { tag: LetterTag }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(PAGE_DEFAULTS.page);
  const [pageSize, setPageSize] = useState<number>(PAGE_DEFAULTS.pageSize);
  const letters = useLetters({ tag, page, pageSize });
  const markRead = useMarkLetterRead();
  const list: LetterRow[] = letters.data?.list ?? [];

  if (letters.isPending) return <Spin data-testid="letters-loading" />;
  if (letters.isError) return <Typography.Text type="danger">{letters.error.message}</Typography.Text>;
  if (list.length === 0) return <Empty description={t('letters.empty')} data-testid="letters-empty" />;

  return (
    <>
      <Collapse
        data-testid={`letters-${tag}`}
        onChange={(keys) => {
          for (const id of lettersToMark(list, Array.isArray(keys) ? keys : [keys])) markRead.mutate(id);
        }}
        items={list.map((letter) => ({
          key: String(letter.id),
          label: <span data-testid="letter-title">{letter.title.trim() || t('letters.noTitle')}</span>,
          extra: (
            <span className="letters-extra">
              <DateTimeText value={letter.createdAt} />{' '}
              <Tag color={letter.status === 'unread' ? 'red' : 'default'} data-testid="letter-status">
                {t(letter.status === 'unread' ? 'letters.unread' : 'letters.read')}
              </Tag>
            </span>
          ),
          children: <LetterContent html={letter.content} />,
        }))}
      />
      {showPager(letters.data?.total, pageSize) && (
        <Pagination
          className="letters-pager"
          current={page}
          pageSize={pageSize}
          total={letters.data?.total ?? 0}
          showSizeChanger
          showTotal={(count) => t('web.common.total', { total: count })}
          onChange={(nextPage, nextSize) => {
            setPage(nextSize !== pageSize ? 1 : nextPage);
            setPageSize(nextSize);
          }}
        />
      )}
    </>
  );
}

/**
 * Notifications (/admin/notification): tab private (Reply, News and Updates) and tab public (Notice). The first
 * tab comes from the navigation state `type` (the banner and the bell send one).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [tab, setTab] = useState<LetterTag>(() => initialTab(location.state));
  // A new navigation to this page (the banner clicked while it is open) picks its tab again.
  const [state, setState] = useState<unknown>(location.state);
  if (state !== location.state) {
    setState(location.state);
    setTab(initialTab(location.state));
  }

  useEffect(() => {
    document.title = `${t('letters.title')} · ${t('web.app.title')}`;
  }, [t]);

  return (
    <div data-testid="notifications-page">
      <Typography.Title level={4}>{t('letters.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LetterTag)}
        destroyOnHidden
        items={[
          { key: 'private', label: t('letters.tabs.private'), children: <LetterList tag="private" /> },
          { key: 'public', label: t('letters.tabs.public'), children: <LetterList tag="public" /> },
        ]}
      />
    </div>
  );
}
