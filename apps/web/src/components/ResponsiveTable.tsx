import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Table, { type TableProps } from 'antd/es/table';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { testId } from '../lib/testId';
import { TableSkeleton } from './Skeleton';
import { useIsMobile } from '../lib/useIsMobile';
import './responsive-table.css';

/**
 * Where a column goes on a card below 992 px: `head` (bold, first line, left), `extra` (first line, right — the
 * amount or date that must stay in view), `fact` (a labelled line; the default), `actions` (the card's last
 * line), `none` (left out: the same value is already on the card).
 */
export type CardPlace = 'head' | 'extra' | 'fact' | 'actions' | 'none';

export type ResponsiveColumn<T> = ColumnType<T> & { key: Key; card?: CardPlace };

type Props<T> = Omit<TableProps<T>, 'columns' | 'rowKey' | 'onRow' | 'pagination'> & {
  columns: ResponsiveColumn<T>[];
  rowKey: keyof T & string;
  /** The test id of a row, given to the table row and to the card alike. */
  rowTestId: (row: T) => string;
  pagination: NonNullable<Exclude<TableProps<T>['pagination'], false>>;
  /**
   * The list's first answer has not come yet (the query's `isPending`): skeleton rows where the rows will be,
   * instead of a spinner over an empty table (issue 31).
   */
  pending?: boolean;
  'data-testid'?: string;
};

function cellOf<T>(column: ResponsiveColumn<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex;
  const value =
    typeof path === 'string' || typeof path === 'number' ? (row as Record<string, unknown>)[path] : undefined;
  // Cards use plain renders (no cell props): every render of these pages returns a node.
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined || value === '' ? '--' : String(value);
}

/**
 * A paged list: an antd table from 992 px on, and below it one card per row built from the same columns, so
 * the amount and the date never scroll out of view on a phone (the table keeps its horizontal scroll).
 */
export function ResponsiveTable<T extends object>({
  columns,
  rowKey,
  rowTestId,
  dataSource,
  loading,
  pagination,
  locale,
  pending = false,
  'data-testid': listTestId,
  ...tableProps
}: Props<T>) {
  const mobile = useIsMobile();
  if (!mobile) {
    return (
      <Table<T>
        {...tableProps}
        rowKey={rowKey}
        columns={columns}
        dataSource={dataSource}
        loading={pending ? false : loading}
        pagination={pagination}
        locale={pending ? { ...locale, emptyText: <TableSkeleton /> } : locale}
        onRow={(row) => testId(rowTestId(row))}
        data-testid={listTestId}
      />
    );
  }
  const rows = dataSource ?? [];
  const place = (column: ResponsiveColumn<T>) => column.card ?? 'fact';
  const at = (where: CardPlace) => columns.filter((column) => place(column) === where);
  const titleOf = (column: ResponsiveColumn<T>) => (typeof column.title === 'function' ? null : column.title);
  if (pending)
    return (
      <div className="rtable" data-testid={listTestId} data-layout="cards">
        <TableSkeleton />
      </div>
    );
  return (
    <Spin spinning={Boolean(loading)}>
      <div className="rtable" data-testid={listTestId} data-layout="cards">
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={locale?.emptyText as ReactNode} />
        ) : (
          rows.map((row, index) => (
            <div className="rtable__card" key={String(row[rowKey])} data-testid={rowTestId(row)}>
              <div className="rtable__head">
                <div className="rtable__title">
                  {at('head').map((column) => (
                    <span key={column.key}>{cellOf(column, row, index)}</span>
                  ))}
                </div>
                <div className="rtable__extra">
                  {at('extra').map((column) => (
                    <span key={column.key}>{cellOf(column, row, index)}</span>
                  ))}
                </div>
              </div>
              <dl className="rtable__facts">
                {at('fact').map((column) => (
                  <div className="rtable__fact" key={column.key}>
                    <dt>{titleOf(column)}</dt>
                    <dd>{cellOf(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {at('actions').length > 0 && (
                <div className="rtable__actions">
                  {at('actions').map((column) => (
                    <span key={column.key}>{cellOf(column, row, index)}</span>
                  ))}
                </div>
              )}
            </div>
          ))
        )}
      </div>
      <Pagination className="rtable__pages" size="small" {...pagination} />
    </Spin>
  );
}
