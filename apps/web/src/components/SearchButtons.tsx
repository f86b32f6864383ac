import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';

const WRAPPING_ROW = { display: 'flex', gap: 8, flexWrap: 'wrap' } as const;

/**
 * Search and Reset of a search form, in their own Form.Item: Search submits the form (spinning while
 * `searching`), Reset clears the form's fields and then calls `onReset`. The two sit in a wrapping row
 * unless `className` styles their row.
 */
export function SearchButtons({
  searching,
  onReset,
  searchLabel,
  resetLabel,
  searchTestId,
  resetTestId,
  className,
}: {
  searching: boolean;
  onReset: () => void;
  searchLabel: string;
  resetLabel: string;
  searchTestId: string;
  resetTestId: string;
  className?: string;
}) {
  const form = Form.useFormInstance();
  return (
    <Form.Item>
      <div className={className} style={className ? undefined : WRAPPING_ROW}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined />}
          loading={searching}
          data-testid={searchTestId}
        >
          {searchLabel}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
          data-testid={resetTestId}
        >
          {resetLabel}
        </Button>
      </div>
    </Form.Item>
  );
}
