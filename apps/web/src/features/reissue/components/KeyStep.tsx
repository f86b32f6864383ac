import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { ReissueCreated } from '../api/createReissue';
import { useReissueCert } from '../api/getReissueCert';
import { certFileName, keyAvailableNow } from '../logic/reissueRules';
import { saveText } from '../../../lib/saveFile';

/**
 * After an online reissue the server made a new private key: like the wizard's key step, it is offered once
 * (Download + "I have saved it") before the page moves on. Until the reissue is issued the key cannot be
 * handed out yet: the step says where it will be.
 */
export function KeyStep({ created, onNext }: { created: ReissueCreated; onNext: () => void }) {
  const { t } = useTranslation();
  const cert = useReissueCert();
  const [saved, setSaved] = useState(false);
  const [warned, setWarned] = useState(false);
  const now = keyAvailableNow(created);

  const onDownload = () =>
    cert.mutate(created.id, {
      onSuccess: (answer) => {
        if (!answer.key) return;
        saveText(answer.key, certFileName(created.id, 'key'));
        toast.success(t('reissue.key.downloaded'));
      },
    });

  const next = () => {
    if (now && !saved) {
      setWarned(true);
      toast.warning(t('reissue.key.notSaved'));
      return;
    }
    onNext();
  };

  return (
    <Card size="small" title={t('reissue.key.title')} data-testid="reissue-key-step">
      <Alert
        type={now ? 'warning' : 'info'}
        showIcon
        title={t(now ? 'reissue.key.text' : 'reissue.key.pending')}
        style={{ marginBottom: 16 }}
      />
      {now && (
        <>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={cert.isPending}
            onClick={onDownload}
            data-testid="reissue-key-download"
          >
            {t('reissue.key.download')}
          </Button>
          <div style={{ margin: '16px 0' }}>
            <Checkbox
              checked={saved}
              onChange={(event) => setSaved(event.target.checked)}
              data-testid="reissue-key-saved"
            >
              <span style={warned && !saved ? { color: '#cf1322' } : undefined}>
                {t('reissue.key.saved')}
              </span>
            </Checkbox>
          </div>
        </>
      )}
      <Button type={now ? 'default' : 'primary'} onClick={next} data-testid="reissue-key-next">
        {t('reissue.key.next')}
      </Button>
    </Card>
  );
}
