import { orderNoteBody } from '@portal/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssue } from '../../../lib/formRules';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useDeleteNote } from '../api/deleteNote';
import { useSaveNote } from '../api/saveNote';

/** The order note: add (POST), update (PUT) and reset (DELETE, after confirmation). */
export function NoteCard({ orderID, note }: { orderID: number; note: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(note);
  const [error, setError] = useState<string>();
  const save = useSaveNote(orderID);
  const remove = useDeleteNote(orderID);
  const hasNote = note.trim() !== '';

  const onSave = () => {
    const problem = firstIssue(orderNoteBody.shape.note, text);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    save.mutate(
      { orderID, note: text.trim(), update: hasNote },
      {
        onSuccess: () => toast.success(t(hasNote ? 'orders.detail.noteUpdated' : 'orders.detail.noteAdded')),
      },
    );
  };
  const onReset = () =>
    Modal.confirm({
      title: t('orders.detail.noteResetConfirm'),
      okButtonProps: testId<ButtonProps>('order-note-reset-ok'),
      onOk: () =>
        remove.mutateAsync(orderID).then(() => {
          setText('');
          toast.success(t('orders.detail.noteResetDone'));
        }),
    });

  return (
    <Card size="small" title={t('orders.detail.noteTitle')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph data-testid="order-note-text" type={hasNote ? undefined : 'secondary'}>
        {hasNote ? note : t('orders.detail.noNote')}
      </Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('orders.detail.notePlaceholder')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        status={error ? 'error' : undefined}
        maxLength={1000}
        data-testid="order-note-input"
      />
      {error && (
        <Typography.Text type="danger" data-testid="order-note-error">
          {error}
        </Typography.Text>
      )}
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" loading={save.isPending} onClick={onSave} data-testid="order-note-save">
          {t(hasNote ? 'orders.detail.noteUpdate' : 'orders.detail.noteAdd')}
        </Button>
        <Button
          disabled={!hasNote}
          loading={remove.isPending}
          onClick={onReset}
          data-testid="order-note-reset"
        >
          {t('orders.detail.noteReset')}
        </Button>
      </Space>
    </Card>
  );
}
