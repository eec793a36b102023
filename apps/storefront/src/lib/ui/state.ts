/**
 * Interface toggles (spec §2.7): which overlay is open and the two grid/list views. Pure so the interplay is
 * tested without React; store.ts holds one instance per page.
 */
export type Panel = "cartSidebar" | "wishlistSidebar" | "loginModal" | "newsletterModal" | "filterSidebar" | "mobileMenu" | "search";
export type View = "grid" | "list";

export interface UiState {
  open: Readonly<Record<Panel, boolean>>;
  categoryView: View;
  wishlistView: View;
}

export type UiAction =
  | { type: "open"; panel: Panel }
  | { type: "close"; panel: Panel }
  | { type: "toggle"; panel: Panel }
  | { type: "closeAll" }
  | { type: "categoryView"; view: View }
  | { type: "wishlistView"; view: View };

export const initialUiState: UiState = {
  open: {
    cartSidebar: false,
    wishlistSidebar: false,
    loginModal: false,
    newsletterModal: false,
    filterSidebar: false,
    mobileMenu: false,
    search: false,
  },
  categoryView: "grid",
  wishlistView: "grid",
};

/** Opening one of these takes over the screen, so the mobile menu gives way. */
const CLOSES_MOBILE_MENU: readonly Panel[] = ["cartSidebar", "wishlistSidebar", "loginModal"];

export function uiReducer(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case "open":
      return setOpen(state, action.panel, true);
    case "close":
      return setOpen(state, action.panel, false);
    case "toggle":
      return setOpen(state, action.panel, !state.open[action.panel]);
    case "closeAll":
      return Object.values(state.open).some(Boolean) ? { ...state, open: initialUiState.open } : state;
    case "categoryView":
      return state.categoryView === action.view ? state : { ...state, categoryView: action.view };
    case "wishlistView":
      return state.wishlistView === action.view ? state : { ...state, wishlistView: action.view };
  }
}

function setOpen(state: UiState, panel: Panel, value: boolean): UiState {
  if (state.open[panel] === value && !(value && CLOSES_MOBILE_MENU.includes(panel) && state.open.mobileMenu)) return state;
  const open = { ...state.open, [panel]: value };
  if (value && CLOSES_MOBILE_MENU.includes(panel)) open.mobileMenu = false;
  return { ...state, open };
}
