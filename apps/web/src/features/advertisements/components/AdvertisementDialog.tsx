import type { Advertisement } from '@portal/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isPortalPath } from '../logic/popupChoice';
import '../advertisements.css';

/** The image's box (16:9): given to the element, so the dialog has its final size before the image arrives. */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 270;
/** The dialog's body pads 24 px on each side. */
const DIALOG_WIDTH = IMAGE_WIDTH + 48;

/**
 * The advertisement popup (antd Modal): the image links to the advertisement's content (a portal path in the app,
 * an https address in a new tab), its description below. Closed by the close button, a click on the overlay or
 * Escape.
 */
export function AdvertisementDialog({
  ad,
  open,
  onClose,
}: {
  ad: Advertisement;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const image = (
    <img
      className="ad-popup__image"
      src={ad.imageLink}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      alt={ad.description}
      data-testid="ad-popup-image"
    />
  );
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('web.ad.label')}
      footer={null}
      centered
      width={DIALOG_WIDTH}
      closable={{ 'aria-label': t('web.ad.close') }}
      mask={{ closable: true }}
      destroyOnHidden
    >
      <div data-testid="ad-popup" data-ad-id={ad.id}>
        {isPortalPath(ad.contentLink) ? (
          <a
            href={ad.contentLink}
            data-testid="ad-popup-link"
            onClick={(event) => {
              event.preventDefault();
              onClose();
              void navigate(ad.contentLink);
            }}
          >
            {image}
          </a>
        ) : (
          <a href={ad.contentLink} target="_blank" rel="noopener noreferrer" data-testid="ad-popup-link">
            {image}
          </a>
        )}
        <p className="ad-popup__description" data-testid="ad-popup-description">
          {ad.description}
        </p>
      </div>
    </Modal>
  );
}
