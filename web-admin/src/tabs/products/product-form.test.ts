import { describe, expect, it } from 'vitest';
import { adminProduct } from './test-product';
import { checkNewProduct, checkProductChange, newProductForm, productToForm, type ProductFormValues } from './product-form';

const product = adminProduct();

const edited = (change: Partial<ProductFormValues>) => ({ ...productToForm(product), ...change });

describe('the create form', () => {
  it('starts in category Uncategorized with unit Metric Tonne', () => {
    expect(newProductForm.category).toBe('Uncategorized');
    expect(newProductForm.unit_type).toBe('Metric Tonne');
  });

  it('requires a product name', () => {
    expect(checkNewProduct({ ...newProductForm, product_name: '   ' })).toEqual({
      ok: false,
      errors: { product_name: 'Product name is required' },
    });
  });

  it('sends a named product with its defaults and nothing invented', () => {
    const result = checkNewProduct({ ...newProductForm, product_name: ' River Rock ' });
    expect(result).toMatchObject({
      ok: true,
      value: { product_name: 'River Rock', category: 'Uncategorized', unit_type: 'Metric Tonne', priority: 1, ranking: 0, brand_status: null, seasonal_availability: null, description: null },
    });
  });
});

describe('the Edit Product form', () => {
  it('shows a product as it is stored, with none for the empty choices', () => {
    const form = productToForm(product);
    expect(form).toMatchObject({ priority: '3', ranking: '80', from_price: '', seasonal_availability: 'none', brand_status: 'Available' });
  });

  it('sends an emptied URL, description and brand product name as null', () => {
    const result = checkProductChange(edited({ product_url: '', description: ' ', brand_product_name: '' }));
    expect(result.ok && result.value).toMatchObject({ product_url: null, description: null, brand_product_name: null });
  });

  it('sends none status and season as null, and a chosen season as chosen', () => {
    const result = checkProductChange(edited({ brand_status: 'none', seasonal_availability: 'Spring/Summer' }));
    expect(result.ok && result.value).toMatchObject({ brand_status: null, seasonal_availability: 'Spring/Summer' });
  });

  it('falls back to priority 1 and ranking 0 when they are not numbers', () => {
    const result = checkProductChange(edited({ priority: '', ranking: 'abc' }));
    expect(result.ok && result.value).toMatchObject({ priority: 1, ranking: 0 });
  });

  it('keeps priority within 1 to 9999 and ranking within 0 to 100', () => {
    expect(checkProductChange(edited({ priority: '10000', ranking: '101' }))).toEqual({
      ok: false,
      errors: { priority: 'Priority must be between 1 and 9999', ranking: 'Ranking must be between 0 and 100' },
    });
    expect(checkProductChange(edited({ priority: '0' }))).toMatchObject({ ok: false, errors: { priority: 'Priority must be between 1 and 9999' } });
  });

  it('takes an empty from-price as null and refuses negatives and a third decimal', () => {
    expect(checkProductChange(edited({ from_price: '' }))).toMatchObject({ ok: true, value: { from_price: null } });
    expect(checkProductChange(edited({ from_price: '12.5' }))).toMatchObject({ ok: true, value: { from_price: '12.50' } });
    expect(checkProductChange(edited({ from_price: '-1' }))).toMatchObject({ ok: false, errors: { from_price: 'From price cannot be negative' } });
    expect(checkProductChange(edited({ from_price: '1.005' }))).toMatchObject({ ok: false, errors: { from_price: 'From price must have at most 2 decimals' } });
  });

  it('accepts a valid URL or an empty one, and refuses anything else', () => {
    expect(checkProductChange(edited({ product_url: 'not a url' }))).toMatchObject({ ok: false, errors: { product_url: 'Product URL must be a valid URL starting with http:// or https:// (for example https://www.example.com/page)' } });
  });

  it('requires a product name and a category', () => {
    expect(checkProductChange(edited({ product_name: '', category: '' }))).toEqual({
      ok: false,
      errors: { product_name: 'Product name is required', category: 'Category is required' },
    });
  });
});
