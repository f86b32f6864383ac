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

/** The longest note the server keeps (orderNoteBody); the field counts towards it. */
const NOTE_MAX = 1000;

/**
 * The order note: add (POST), update (PUT) and reset (DELETE, after confirmation). A saved note is shown once,
 * as text with Edit and Reset; the field (with its counter up to 1,000 characters) opens to add or edit it.
 */
export function NoteCard({ orderID, note }: { orderID: number; note: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(note);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const save = useSaveNote(orderID);
  const remove = useDeleteNote(orderID);
  const hasNote = note.trim() !== '';
  const fieldOpen = editing || !hasNote;

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
        onSuccess: () => {
          setEditing(false);
          toast.success(t(hasNote ? 'orders.detail.noteUpdated' : 'orders.detail.noteAdded'));
        },
      },
    );
  };
  const onEdit = () => {
    setText(note);
    setError(undefined);
    setEditing(true);
  };
  const onCancel = () => {
    setText(note);
    setError(undefined);
    setEditing(false);
  };
  const onReset = () =>
    Modal.confirm({
      title: t('orders.detail.noteResetConfirm'),
      okButtonProps: testId<ButtonProps>('order-note-reset-ok'),
      onOk: () =>
        remove.mutateAsync(orderID).then(() => {
          setText('');
          setEditing(false);
          toast.success(t('orders.detail.noteResetDone'));
        }),
    });

  return (
    <Card
      size="small"
      title={t('orders.detail.noteTitle')}
      style={{ marginBottom: 16 }}
      data-testid="order-note-card"
    >
      {!fieldOpen && (
        <Typography.Paragraph
          className="wrap-anywhere"
          data-testid="order-note-text"
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {note}
        </Typography.Paragraph>
      )}
      {fieldOpen && (
        <>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('orders.detail.notePlaceholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
            status={error ? 'error' : undefined}
            maxLength={NOTE_MAX}
            showCount
            data-testid="order-note-input"
          />
          {error && (
            <Typography.Text type="danger" data-testid="order-note-error">
              {error}
            </Typography.Text>
          )}
        </>
      )}
      <Space style={{ marginTop: fieldOpen ? 24 : 0 }} wrap>
        {fieldOpen ? (
          <Button type="primary" loading={save.isPending} onClick={onSave} data-testid="order-note-save">
            {t(hasNote ? 'orders.detail.noteUpdate' : 'orders.detail.noteAdd')}
          </Button>
        ) : (
          <Button type="primary" onClick={onEdit} data-testid="order-note-edit">
            {t('orders.detail.noteEdit')}
          </Button>
        )}
        {editing && hasNote && (
          <Button onClick={onCancel} data-testid="order-note-cancel">
            {t('orders.detail.noteCancel')}
          </Button>
        )}
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
