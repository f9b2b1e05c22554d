import './skip-link.css';
import { Anchor, useTranslation } from '@qrpanel/web';

export const MAIN_ID = 'main-content';

/** The first stop of the Tab key: past the header and sidebar, straight to the screen. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Anchor
      href={`#${MAIN_ID}`}
      className="qrp-skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('header.skipLink')}
    </Anchor>
  );
}
