import { useState } from 'react';
import { logoShape, type LogoBox } from '@curbside/domain';
import { useSession } from '@curbside/ui';

/**
 * spec 000 §2 Header: the firm logo as a rectangle (140x70) or a square (70x70) by its aspect
 * ratio (threshold 1.05), measured from the image once it has loaded.
 */
export function FirmLogo() {
  const logo = useSession((s) => s.firm?.logo ?? null);
  const name = useSession((s) => s.firm?.corporate ?? '');
  const [measured, setMeasured] = useState<{ src: string; box: LogoBox } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  if (!logo || failed === logo) {
    return (
      <div className="firm-logo firm-logo--text" part="logo">
        <span className="firm-logo__name">{name}</span>
      </div>
    );
  }
  const box = measured?.src === logo ? measured.box : null;
  const { shape, width, height } = box ?? logoShape(0, 0);
  return (
    <div
      className={`firm-logo firm-logo--${shape}${box ? '' : ' firm-logo--loading'}`}
      style={{ width: `${width}px`, height: `${height}px` }}
      part="logo"
      data-shape={shape}
    >
      <img
        src={logo}
        alt={`${name} logo`}
        onLoad={(event) => {
          const img = event.currentTarget;
          setMeasured({ src: logo, box: logoShape(img.naturalWidth, img.naturalHeight) });
        }}
        onError={() => setFailed(logo)}
      />
    </div>
  );
}
