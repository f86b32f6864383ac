import type { OpsCategoryRow } from '@portal/contract';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { opsCatalogueKey, saveCategories, useOpsCategories } from '../api/opsCatalogue';
import '../ops.css';

const LANGS = ['en', 'zh-cn', 'zh-tw'] as const;
const noForm = { setFields: () => {} };

/**
 * /ops/catalogue/tabs: the product list's tabs (admin-setting productCategory) in the order shown, with the hot
 * flag, the logo and the title and introduction in the three languages; saved together.
 */
export function OpsTabsPage() {
  const { t } = useTranslation();
  const categories = useOpsCategories();
  const queryClient = useQueryClient();
  // The operator's edits; until the first one, the tabs as the server has them.
  const [edited, setTabs] = useState<OpsCategoryRow[]>();
  const tabs = edited ?? categories.data?.list;
  const [pending, setPending] = useState(false);

  useEffect(() => {
    document.title = `${t('opsCatalogue.console.tabs.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const change = (index: number, patch: Partial<OpsCategoryRow>) =>
    setTabs(tabs?.map((tab, i) => (i === index ? { ...tab, ...patch } : tab)));
  const move = (index: number, by: -1 | 1) => {
    if (!tabs || index + by < 0 || index + by >= tabs.length) return;
    const next = [...tabs];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setTabs(next);
  };

  const save = async () => {
    if (!tabs) return;
    setPending(true);
    try {
      const saved = await saveCategories({
        list: tabs.map(({ key, hot, title, introduction, logo }) => ({
          key,
          hot,
          title,
          introduction,
          logo,
        })),
      });
      setTabs(saved.list);
      toast.success(t('opsCatalogue.console.tabs.saved'));
      void queryClient.invalidateQueries({ queryKey: opsCatalogueKey });
    } catch (error) {
      reportFormError(noForm, [], error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="page" data-testid="ops-tabs-page">
      <div className="page__header">
        <h1 className="page__title">{t('opsCatalogue.console.tabs.title')}</h1>
        <Button type="primary" loading={pending} onClick={() => void save()} data-testid="ops-tabs-save">
          {t('opsCatalogue.console.tabs.save')}
        </Button>
      </div>
      <div className="page__card">
        <p>{t('opsCatalogue.console.tabs.text')}</p>
        {(tabs ?? []).map((tab, index) => (
          <section key={tab.key} className="ops-tab-card" data-testid={`ops-tab-${tab.key}`}>
            <div className="ops-filters">
              <strong>{tab.key}</strong>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('opsCatalogue.console.tabs.up')}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                data-testid={`ops-tab-up-${tab.key}`}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('opsCatalogue.console.tabs.down')}
                disabled={index === (tabs?.length ?? 0) - 1}
                onClick={() => move(index, 1)}
                data-testid={`ops-tab-down-${tab.key}`}
              />
              <label>
                {t('opsCatalogue.console.tabs.hot')}{' '}
                <Switch
                  size="small"
                  checked={tab.hot}
                  onChange={(hot) => change(index, { hot })}
                  data-testid={`ops-tab-hot-${tab.key}`}
                />
              </label>
              <Input
                addonBefore={t('opsCatalogue.console.tabs.logo')}
                value={tab.logo}
                onChange={(e) => change(index, { logo: e.target.value })}
                style={{ maxWidth: 360 }}
                data-testid={`ops-tab-logo-${tab.key}`}
              />
            </div>
            {LANGS.map((lang) => (
              <div key={lang}>
                <Input
                  addonBefore={t('opsCatalogue.console.tabs.titleField', { lang })}
                  value={tab.title[lang]}
                  maxLength={60}
                  onChange={(e) => change(index, { title: { ...tab.title, [lang]: e.target.value } })}
                  style={{ marginBottom: 8 }}
                  data-testid={`ops-tab-title-${tab.key}-${lang}`}
                />
                <Input.TextArea
                  aria-label={t('opsCatalogue.console.tabs.introduction', { lang })}
                  placeholder={t('opsCatalogue.console.tabs.introduction', { lang })}
                  value={tab.introduction[lang]}
                  maxLength={2000}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  onChange={(e) =>
                    change(index, { introduction: { ...tab.introduction, [lang]: e.target.value } })
                  }
                  style={{ marginBottom: 8 }}
                  data-testid={`ops-tab-intro-${tab.key}-${lang}`}
                />
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
