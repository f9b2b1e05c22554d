import { Box } from '@qrpanel/web';
import { QRCodeSVG } from 'qrcode.react';

/**
 * The network's standard WIFI: join code, for a second device to scan from this screen.
 * Its own chunk: the public page loads it only for a Wi-Fi code.
 */
export default function WifiJoinCode({ value, ssid }: { value: string; ssid: string }) {
  return (
    <Box data-testid="wifi-join-code" data-payload={value} style={{ lineHeight: 0, alignSelf: 'center' }}>
      <QRCodeSVG
        value={value}
        size={220}
        level="M"
        marginSize={4}
        bgColor="#FFFFFF"
        fgColor="#000000"
        role="img"
        aria-label={`QR code to join the network ${ssid}`}
      />
    </Box>
  );
}
