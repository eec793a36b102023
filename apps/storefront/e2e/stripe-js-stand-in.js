// A stand-in for Stripe.js v3 (https://js.stripe.com/v3), served in its place to browser tests that run without the
// internet (e2e/stripe-payment.e2e.test.ts). It implements only the calls the payment step makes: Stripe(key),
// elements({ clientSecret }), create("payment"), on("ready"), mount, destroy, and confirmPayment, which confirms the
// intent at Stripe's API (routed by the test to the local Stripe stand-in) and, as Stripe does, goes to the
// return_url with payment_intent, payment_intent_client_secret and redirect_status, or answers the card's error;
// an intent that answers requires_action with a redirect (3-D Secure) sends the shopper to the challenge page, which
// returns to the return_url itself.
(function () {
  window.Stripe = function (publishableKey) {
    if (!/^pk_(test|live)_\w+$/.test(publishableKey)) throw new Error("Invalid publishable key");
    let field = null;
    return {
      elements(options) {
        const clientSecret = options.clientSecret;
        return {
          clientSecret,
          create(type) {
            if (type !== "payment") throw new Error(`Unsupported element: ${type}`);
            const handlers = {};
            let box = null;
            return {
              on(event, handler) {
                handlers[event] = handler;
              },
              mount(target) {
                box = document.createElement("div");
                box.dataset.stripeStandIn = "payment-element";
                box.dataset.locale = options.locale || "";
                box.style.height = "300px";
                field = document.createElement("input");
                field.name = "cardnumber";
                field.setAttribute("aria-label", "Card number");
                box.appendChild(field);
                target.appendChild(box);
                // Stripe's fields arrive in frames a moment after mount.
                setTimeout(() => handlers.ready && handlers.ready(), 300);
              },
              destroy() {
                if (box) box.remove();
              },
            };
          },
        };
      },
      async confirmPayment({ elements, confirmParams }) {
        const secret = elements.clientSecret;
        const id = secret.split("_secret_")[0];
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": field ? field.value : "",
          return_url: confirmParams.return_url,
        });
        const response = await fetch(`https://api.stripe.com/v1/payment_intents/${id}/confirm`, { method: "POST", body });
        const json = await response.json();
        if (!response.ok) return { error: json.error };
        if (json.status === "requires_action" && json.next_action && json.next_action.type === "redirect_to_url") {
          window.location.assign(json.next_action.redirect_to_url.url);
          return new Promise(() => {});
        }
        const back = new URL(confirmParams.return_url);
        back.searchParams.set("payment_intent", json.id);
        back.searchParams.set("payment_intent_client_secret", json.client_secret);
        back.searchParams.set("redirect_status", json.status);
        window.location.assign(back.toString());
        return new Promise(() => {});
      },
    };
  };
})();
