import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { fullNameOf, initialsOf, isAgencyAdmin, type UserInfo } from '../../lib/auth-token.ts';

interface ProfileMenuProps {
  user: UserInfo;
  onLogout: () => void;
}

/** The user's initials; a click toggles a dropdown with the full name, My account, Team and Checklist templates (for admins) and Logout. */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const fullName = fullNameOf(user);
  return (
    <div
      className="profile"
      ref={containerRef}
      // A disclosure, not a menu: Tab walks through its links, and tabbing out of it closes it. A
      // blur with nowhere to go (Safari's click on a link, which takes no focus) keeps it open.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !containerRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="profile__initials"
        aria-expanded={open}
        aria-controls={menuId}
        // Begins with the initials it shows, so a speech-input user who says "click DA" reaches it.
        aria-label={`${initialsOf(user)}, account menu for ${fullName}`}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {initialsOf(user)}
      </button>
      <div id={menuId} className="profile__menu" hidden={!open}>
        <p className="profile__name">{fullName}</p>
        {user.email && <p className="profile__email">{user.email}</p>}
        <Link className="profile__link" to={paths.account} onClick={() => setOpen(false)}>
          My account
        </Link>
        {/* The server decides who manages people; the link is shown to those it will answer. */}
        {isAgencyAdmin(user) && (
          <>
            <Link className="profile__link" to={paths.team} onClick={() => setOpen(false)}>
              Team
            </Link>
            <Link className="profile__link" to={paths.checklistTemplates} onClick={() => setOpen(false)}>
              Checklist templates
            </Link>
          </>
        )}
        <button
          type="button"
          className="profile__logout"
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          Logout
        </button>
      </div>
    </div>
  );
}
