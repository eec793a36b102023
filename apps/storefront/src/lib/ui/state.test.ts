import { describe, expect, it } from "vitest";
import { initialUiState, type Panel, uiReducer, type UiState } from "./state";

const withOpen = (...panels: Panel[]): UiState => ({
  ...initialUiState,
  open: { ...initialUiState.open, ...Object.fromEntries(panels.map((p) => [p, true])) },
});

describe("uiReducer", () => {
  it("starts closed with grid views", () => {
    expect(Object.values(initialUiState.open).every((v) => !v)).toBe(true);
    expect(initialUiState.categoryView).toBe("grid");
    expect(initialUiState.wishlistView).toBe("grid");
  });

  it.each<Panel>(["cartSidebar", "wishlistSidebar", "loginModal"])("opening %s closes the mobile menu", (panel) => {
    const next = uiReducer(withOpen("mobileMenu"), { type: "open", panel });
    expect(next.open[panel]).toBe(true);
    expect(next.open.mobileMenu).toBe(false);
  });

  it.each<Panel>(["newsletterModal", "filterSidebar", "search"])("opening %s leaves the mobile menu open", (panel) => {
    const next = uiReducer(withOpen("mobileMenu"), { type: "open", panel });
    expect(next.open.mobileMenu).toBe(true);
  });

  it("an already open cart still closes the mobile menu", () => {
    const next = uiReducer(withOpen("mobileMenu", "cartSidebar"), { type: "open", panel: "cartSidebar" });
    expect(next.open.mobileMenu).toBe(false);
  });

  it("toggles and closes", () => {
    const open = uiReducer(initialUiState, { type: "toggle", panel: "mobileMenu" });
    expect(open.open.mobileMenu).toBe(true);
    expect(uiReducer(open, { type: "toggle", panel: "mobileMenu" }).open.mobileMenu).toBe(false);
    expect(uiReducer(withOpen("search", "filterSidebar"), { type: "closeAll" }).open).toEqual(initialUiState.open);
  });

  it("returns the same state when nothing changes", () => {
    expect(uiReducer(initialUiState, { type: "close", panel: "search" })).toBe(initialUiState);
    expect(uiReducer(initialUiState, { type: "categoryView", view: "grid" })).toBe(initialUiState);
    expect(uiReducer(initialUiState, { type: "closeAll" })).toBe(initialUiState);
  });

  it("switches the two views independently", () => {
    const list = uiReducer(initialUiState, { type: "categoryView", view: "list" });
    expect(list.categoryView).toBe("list");
    expect(list.wishlistView).toBe("grid");
    expect(uiReducer(list, { type: "wishlistView", view: "list" }).wishlistView).toBe("list");
  });
});
