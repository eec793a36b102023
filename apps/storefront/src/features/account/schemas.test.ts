import { describe, expect, it } from "vitest";
import { addressSchema, newPasswordSchema, pageParam, passwordClasses, passwordFormSchema, phoneFormSchema, profileSchema } from "./schemas";

/** The message key shown per field of a refused value: the first (the form and the actions show that one). */
function refusals(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}

const profile = {
  firstname: "Ada",
  lastname: "Lovelace",
  prefix: "",
  suffix: "",
  date_of_birth: "",
  gender: 0,
  taxvat: "",
  email: "ada@example.com",
  currentEmail: "ada@example.com",
  password: "",
};

describe("profile", () => {
  it("trims the names and requires them", () => {
    const ok = profileSchema.safeParse({ ...profile, firstname: "  Ada " });
    expect(ok.success && ok.data.firstname).toBe("Ada");
    expect(refusals(profileSchema.safeParse({ ...profile, firstname: " ", lastname: "" }))).toEqual({ firstname: "required", lastname: "required" });
  });

  it("asks for the current password only when the e-mail changes", () => {
    expect(profileSchema.safeParse({ ...profile, email: "ADA@example.com" }).success).toBe(true);
    expect(refusals(profileSchema.safeParse({ ...profile, email: "grace@example.com" }))).toEqual({ password: "currentPasswordForEmail" });
    expect(profileSchema.safeParse({ ...profile, email: "grace@example.com", password: "secret" }).success).toBe(true);
  });

  it("refuses an address that is not one, and a date of birth that is not a past date", () => {
    expect(refusals(profileSchema.safeParse({ ...profile, email: "ada@", password: "x" }))).toEqual({ email: "invalidEmail" });
    expect(refusals(profileSchema.safeParse({ ...profile, email: "" }))).toEqual({ email: "required" });
    for (const date of ["2999-01-01", "1990-02-30", "01/02/1990", "1850-01-01"]) {
      expect(refusals(profileSchema.safeParse({ ...profile, date_of_birth: date })), date).toEqual({ date_of_birth: "invalidDate" });
    }
    expect(profileSchema.safeParse({ ...profile, date_of_birth: "1990-04-01" }).success).toBe(true);
  });

  it("keeps the gender to Magento's options", () => {
    expect(profileSchema.safeParse({ ...profile, gender: "2" }).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, gender: 7 }).success).toBe(false);
  });
});

describe("passwords (Magento's rules)", () => {
  it("counts the classes of characters", () => {
    expect(passwordClasses("abc")).toBe(1);
    expect(passwordClasses("abcD1")).toBe(3);
    expect(passwordClasses("aB1!")).toBe(4);
  });

  it("needs 8 characters and 3 classes", () => {
    expect(refusals(newPasswordSchema.safeParse("aB1!"))).toEqual({ "": "passwordLength" });
    expect(refusals(newPasswordSchema.safeParse("abcdefgh1"))).toEqual({ "": "passwordClasses" });
    expect(newPasswordSchema.safeParse("Abcdefg1").success).toBe(true);
    expect(refusals(newPasswordSchema.safeParse(""))).toEqual({ "": "required" });
  });

  it("wants the new password typed twice the same", () => {
    const base = { currentPassword: "Old-pass1", newPassword: "New-pass12", confirmPassword: "New-pass12" };
    expect(passwordFormSchema.safeParse(base).success).toBe(true);
    expect(refusals(passwordFormSchema.safeParse({ ...base, confirmPassword: "New-pass13" }))).toEqual({ confirmPassword: "passwordsDontMatch" });
    expect(refusals(passwordFormSchema.safeParse({ ...base, currentPassword: "" }))).toEqual({ currentPassword: "required" });
  });
});

describe("phone number", () => {
  it("takes E.164 with spaces and punctuation removed", () => {
    const ok = phoneFormSchema.safeParse({ phone_number: "+44 (7700) 900-123" });
    expect(ok.success && ok.data.phone_number).toBe("+447700900123");
    expect(refusals(phoneFormSchema.safeParse({ phone_number: "" }))).toEqual({ phone_number: "phoneRequired" });
    expect(refusals(phoneFormSchema.safeParse({ phone_number: "07700900123" }))).toEqual({ phone_number: "phoneInvalid" });
  });
});

const address = {
  firstname: "Ada",
  lastname: "Lovelace",
  company: "",
  telephone: "+447700900123",
  street: "1 Bond Street",
  apartment: "",
  neighborhood: "",
  extra: "",
  city: "London",
  postcode: "W1S 1AA",
  country_code: "GB",
  region_id: 0,
  region: "",
  regionRequired: false,
  default_billing: false,
  default_shipping: false,
};

describe("address", () => {
  it("requires Magento's fields", () => {
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(refusals(addressSchema.safeParse({ ...address, firstname: "", street: " ", city: "", telephone: "" }))).toEqual({
      firstname: "required",
      street: "required",
      city: "required",
      telephone: "phoneRequired",
    });
  });

  it("says to select a country first when a region comes without one", () => {
    expect(refusals(addressSchema.safeParse({ ...address, country_code: "", region_id: 12 }))).toEqual({
      country_code: "required",
      region_id: "selectCountryFirst",
    });
    expect(refusals(addressSchema.safeParse({ ...address, country_code: "" }))).toEqual({ country_code: "required" });
  });

  it("requires a listed region where the country has regions", () => {
    expect(refusals(addressSchema.safeParse({ ...address, country_code: "US", regionRequired: true }))).toEqual({ region_id: "required" });
    expect(addressSchema.safeParse({ ...address, country_code: "US", regionRequired: true, region_id: "33" }).success).toBe(true);
  });

  it("lets the postcode be left out only where Magento does", () => {
    expect(addressSchema.safeParse({ ...address, postcode: "" }).success).toBe(true);
    expect(refusals(addressSchema.safeParse({ ...address, country_code: "US", postcode: "" }))).toEqual({ postcode: "required" });
  });
});

describe("page parameter", () => {
  it("is a page number from 1, else 1", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(["2", "5"])).toBe(2);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "99999999"]) expect(pageParam(bad), String(bad)).toBe(1);
  });
});
