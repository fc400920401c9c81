//! Derives for the action vocabulary (`bifronte::rules::action`), so what each variant names is
//! read from its fields' types rather than listed by hand:
//!
//! - `#[derive(Names)]` implements `Names`: every field is walked through its own `Names`
//!   implementation (an object id, a player, a target, a list of them, a nested action...).
//!   A field marked `#[names(new)]` is an id the action gives what it creates, not one it names;
//!   a field marked `#[names(same)]` is the same action asked by someone (its new ids count).
//! - `#[derive(Variants)]` gives an enum `VARIANTS` (every variant's name, in order) and
//!   `variant()` (this value's).

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{format_ident, quote};
use syn::{Data, DeriveInput, Fields, parse_macro_input};

/// How a field is walked.
#[derive(Clone, Copy, PartialEq)]
enum Role {
    /// Named by the action.
    Named,
    /// The id of what the action creates.
    New,
    /// A nested action that is the same action (its new ids are this one's).
    Same,
}

fn role(field: &syn::Field) -> syn::Result<Role> {
    let mut found = Role::Named;
    for attr in field.attrs.iter().filter(|a| a.path().is_ident("names")) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("new") {
                found = Role::New;
                Ok(())
            } else if meta.path.is_ident("same") {
                found = Role::Same;
                Ok(())
            } else {
                Err(meta.error("expected `new` or `same`"))
            }
        })?;
    }
    Ok(found)
}

/// The bindings of a variant's (or struct's) fields and the pattern that binds them.
fn bind(fields: &Fields) -> (Tokens, Vec<(syn::Ident, Role)>) {
    let mut bound = Vec::new();
    let pattern = match fields {
        Fields::Named(named) => {
            let names: Vec<_> = named.named.iter().map(|f| f.ident.clone().expect("a named field")).collect();
            for (f, n) in named.named.iter().zip(&names) {
                bound.push((n.clone(), role(f).unwrap_or(Role::Named)));
            }
            quote! { { #(#names),* } }
        }
        Fields::Unnamed(unnamed) => {
            let names: Vec<_> = (0..unnamed.unnamed.len()).map(|i| format_ident!("field_{i}")).collect();
            for (f, n) in unnamed.unnamed.iter().zip(&names) {
                bound.push((n.clone(), role(f).unwrap_or(Role::Named)));
            }
            quote! { ( #(#names),* ) }
        }
        Fields::Unit => quote! {},
    };
    (pattern, bound)
}

/// The statements that walk the bound fields, by reference (`mutable` false) or mutably.
fn walk(bound: &[(syn::Ident, Role)], mutable: bool) -> Tokens {
    let calls = bound.iter().map(|(n, r)| match (r, mutable) {
        (Role::Named, false) => quote! { crate::rules::action::Names::names(#n, found); },
        (Role::Named, true) => quote! { crate::rules::action::Names::names_mut(#n, found); },
        (Role::Same, false) => quote! { crate::rules::action::Names::names(&**#n, found); },
        (Role::Same, true) => quote! { crate::rules::action::Names::names_mut(&mut **#n, found); },
        (Role::New, _) => quote! { found.created(#n); },
    });
    quote! { #(#calls)* }
}

fn check_attrs(fields: &Fields) -> syn::Result<()> {
    fields.iter().try_for_each(|f| role(f).map(|_| ()))
}

/// `#[derive(Names)]`: see the crate's documentation.
#[proc_macro_derive(Names, attributes(names))]
pub fn derive_names(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    let name = &input.ident;
    let (body, body_mut) = match &input.data {
        Data::Enum(e) => {
            if let Some(err) = e.variants.iter().find_map(|v| check_attrs(&v.fields).err()) {
                return err.to_compile_error().into();
            }
            let arms = |mutable: bool| {
                e.variants.iter().map(move |v| {
                    let vname = &v.ident;
                    let (pattern, bound) = bind(&v.fields);
                    let walked = walk(&bound, mutable);
                    quote! { #name::#vname #pattern => { #walked } }
                })
            };
            let (by_ref, by_mut) = (arms(false), arms(true));
            (quote! { match self { #(#by_ref)* } }, quote! { match self { #(#by_mut)* } })
        }
        Data::Struct(s) => {
            if let Err(err) = check_attrs(&s.fields) {
                return err.to_compile_error().into();
            }
            let (pattern, bound) = bind(&s.fields);
            let (walked, walked_mut) = (walk(&bound, false), walk(&bound, true));
            (quote! { let #name #pattern = self; #walked }, quote! { let #name #pattern = self; #walked_mut })
        }
        Data::Union(_) => {
            return syn::Error::new_spanned(name, "Names is derived for enums and structs").to_compile_error().into();
        }
    };
    quote! {
        #[allow(unused_variables, reason = "a variant may name nothing")]
        impl crate::rules::action::Names for #name {
            fn names<'a>(&'a self, found: &mut crate::rules::action::Found<'a>) {
                #body
            }
            fn names_mut<'a>(&'a mut self, found: &mut crate::rules::action::FoundMut<'a>) {
                #body_mut
            }
        }
    }
    .into()
}

/// `#[derive(Variants)]`: see the crate's documentation.
#[proc_macro_derive(Variants)]
pub fn derive_variants(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    let name = &input.ident;
    let Data::Enum(e) = &input.data else {
        return syn::Error::new_spanned(name, "Variants is derived for enums").to_compile_error().into();
    };
    let names: Vec<String> = e.variants.iter().map(|v| v.ident.to_string()).collect();
    let arms = e.variants.iter().map(|v| {
        let vname = &v.ident;
        let text = vname.to_string();
        let pattern = match &v.fields {
            Fields::Named(_) => quote! { { .. } },
            Fields::Unnamed(_) => quote! { (..) },
            Fields::Unit => quote! {},
        };
        quote! { #name::#vname #pattern => #text, }
    });
    quote! {
        impl #name {
            /// Every variant's name, in the order of the enum.
            pub const VARIANTS: &[&str] = &[#(#names),*];

            /// This value's variant name.
            pub fn variant(&self) -> &'static str {
                match self { #(#arms)* }
            }
        }
    }
    .into()
}
