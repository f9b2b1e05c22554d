import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/** The network's standard WIFI: join code, for a second device to scan from this screen. */
export default function WifiJoinCode({ value, ssid }: { value: string; ssid: string }) {
  const { t } = useTranslation('public');
  return (
    <div className="join-code" data-testid="wifi-join-code" data-payload={value}>
      <QRCodeSVG
        value={value}
        size={220}
        level="M"
        marginSize={4}
        bgColor="#FFFFFF"
        fgColor="#000000"
        role="img"
        aria-label={t('wifiJoin', { ssid })}
      />
    </div>
  );
}
