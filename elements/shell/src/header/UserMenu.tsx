import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import SlMenuLabel from '@shoelace-style/shoelace/dist/react/menu-label/index.js';
import type { UserMenuEntry, UserMenuEntryId } from '@curbside/domain';

const ICONS: Record<Exclude<UserMenuEntryId, 'loginId'>, string> = {
  manageAccount: 'person-gear',
  userGuide: 'book',
  personalDataDisclaimer: 'shield-check',
  termsOfUse: 'file-earmark-text',
  privacyPolicy: 'file-earmark-lock',
  contactSupport: 'question-circle',
};

interface UserMenuProps {
  /** visibleUserMenuEntries(): the login id first, then the actions. */
  entries: readonly UserMenuEntry[];
  initials: string;
  onChoose(entry: UserMenuEntry): void;
}

/** spec 000 §2 Header: the user menu. */
export function UserMenu({ entries, initials, onChoose }: UserMenuProps) {
  const [first, ...actions] = entries;
  return (
    <SlDropdown placement="bottom-end" distance={6} hoist className="user-menu" data-tour="user-menu" part="user-menu">
      <button slot="trigger" type="button" className="header-button user-menu__trigger" aria-label="User menu" title="User menu">
        <span className="user-menu__avatar" aria-hidden="true" data-initials={initials} />
        <SlIcon name="chevron-down" className="user-menu__chevron" />
      </button>
      <SlMenu
        className="user-menu__menu"
        onSlSelect={(event) => {
          const id = event.detail.item.value;
          const entry = actions.find((e) => e.id === id);
          if (entry) onChoose(entry);
        }}
      >
        {first?.id === 'loginId' ? (
          <>
            <SlMenuLabel className="user-menu__login-id">
              <span className="user-menu__signed-in">Signed in as</span>
              <span className="user-menu__login">{first.label}</span>
            </SlMenuLabel>
            <SlDivider />
          </>
        ) : null}
        {actions.map((entry) => (
          <SlMenuItem key={entry.id} value={entry.id}>
            {entry.id === 'loginId' ? null : <SlIcon slot="prefix" name={ICONS[entry.id]} />}
            {entry.label}
            {entry.href ? <SlIcon slot="suffix" name="box-arrow-up-right" /> : null}
          </SlMenuItem>
        ))}
      </SlMenu>
    </SlDropdown>
  );
}
