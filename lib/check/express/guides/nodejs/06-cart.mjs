// block: export async function checkout(items, payments) {
// path: cart.js
// --- harness
import { total, checkout } from './cart.js';
console.log(total([{ price: 0.1, qty: 3 }]), total([{ price: 10, qty: 1 }], { discount: 0.25 }));
console.log(await checkout([{ price: 4, qty: 2 }], { charge: async (amount) => `paid ${amount}` }));
try {
  total([], { discount: -1 });
} catch (error) {
  console.log(error.constructor.name, error.message);
}
