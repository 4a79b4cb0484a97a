//===- TypeInfo.cpp - What declared types say about tensors ---------------===//

#include "frontend/js/TypeInfo.h"

#include "llvm/ADT/StringExtras.h"

namespace tensorlint::frontend::js {

/// The library a namespace name stands for in this file (an import, or a
/// library's global such as `tf`), or null.
static const apis::Library *namespaceLibrary(llvm::StringRef Ns,
                                             const apis::ApiDatabase &Apis,
                                             const Bindings &B) {
  if (const Binding *Bd = B.lookup(Ns))
    return Bd->K == Binding::Namespace ? Bd->Lib : nullptr;
  return Apis.libraryForGlobal(Ns);
}

/// Type Name, written `Ns.Name` when Ns is not empty.
static DeclaredType byName(llvm::StringRef Ns, llvm::StringRef Name,
                           const apis::ApiDatabase &Apis, const Bindings &B) {
  DeclaredType D;
  Name = Name.trim();
  if (Name.empty())
    return D;
  if (!Ns.empty()) {
    if (const apis::Library *L = namespaceLibrary(Ns, Apis, B)) {
      D.Res = Apis.resourceForType(Name, *L);
      return D;
    }
  } else if (const Binding *Bd = B.lookup(Name);
             Bd && Bd->K == Binding::UserSymbol) {
    // `import {Tensor} from './tensor'`: the project's own class of that
    // name (a wrapper whose max() returns a number), not the library's.
    return D;
  } else if (Bd && Bd->K == Binding::Member && Bd->Lib) {
    // import {Tensor as T}: T is the library's Tensor.
    llvm::StringRef Imported = llvm::StringRef(Bd->Path).rsplit('.').second;
    if (Imported.empty())
      Imported = Bd->Path;
    // A type the library exports but its model does not track (the
    // typed-array Tensor of @xenova/transformers, which the garbage
    // collector frees) is no other library's type of the same name.
    D.Res = Apis.resourceForType(Imported, *Bd->Lib);
    return D;
  } else {
    for (const apis::Library *L : B.libraries())
      if ((D.Res = Apis.resourceForType(Name, *L)))
        return D;
  }
  D.Res = Apis.resourceForType(Name);
  return D;
}

bool declaresOtherType(TSNode Type, const SyntaxTree &T,
                       const apis::ApiDatabase &Apis, const Bindings &B) {
  if (isNull(Type))
    return false;
  TSNode Inner =
      is(Type, "type_annotation") ? ts_node_named_child(Type, 0) : Type;
  llvm::StringRef Text = T.text(Inner);
  // `detector.HandDetector`, `HandDetector` imported from './detector'.
  llvm::StringRef Root = Text.take_until([](char C) {
    return C == '.' || C == '<' || C == '[' || C == ' ' || C == '|';
  });
  if (const Binding *Bd = B.lookup(Root); Bd && Bd->K == Binding::UserSymbol)
    return true;
  if (typeFromNode(Type, T, Apis, B))
    return false;
  return Text != "any" && Text != "unknown" && Text != "object" &&
         Text != "Object";
}

DeclaredType typeFromNode(TSNode N, const SyntaxTree &T,
                          const apis::ApiDatabase &Apis, const Bindings &B) {
  llvm::StringRef Ns; // `tf` of tf.Tensor
  // Type nodes nest shallowly; bound the walk anyway.
  for (unsigned Step = 0; Step < 64 && !isNull(N); ++Step) {
    llvm::StringRef Ty = type(N);
    if (Ty == "type_annotation" || Ty == "parenthesized_type") {
      N = ts_node_named_child(N, 0);
    } else if (Ty == "type_identifier" || Ty == "identifier") {
      return byName(Ns, T.text(N), Apis, B);
    } else if (Ty == "nested_type_identifier") {
      Ns = T.text(field(N, "module"));
      N = field(N, "name");
    } else if (Ty == "generic_type") {
      // Array<Tensor> is an array; Promise<Tensor> is not a tensor here.
      llvm::StringRef Name = T.text(field(N, "name"));
      if (Name == "Array" || Name == "ReadonlyArray") {
        TSNode Args = ts_node_named_child(N, 1);
        DeclaredType E = typeFromNode(ts_node_named_child(Args, 0), T, Apis, B);
        E.IsArray = true;
        return E;
      }
      N = field(N, "name");
    } else if (Ty == "array_type") {
      DeclaredType E = typeFromNode(ts_node_named_child(N, 0), T, Apis, B);
      E.IsArray = true;
      return E;
    } else if (Ty == "union_type") {
      // `Tensor | null`: the non-null member that names a resource.
      DeclaredType First;
      bool AnyArray = false;
      for (TSNode C : namedChildren(N))
        if (DeclaredType D = typeFromNode(C, T, Apis, B)) {
          AnyArray |= D.IsArray || D.MaybeArray;
          if (!First)
            First = D;
        }
      First.MaybeArray = First && !First.IsArray && AnyArray;
      return First;
    } else {
      return {};
    }
  }
  return {};
}

DeclaredType typeFromJsDocText(llvm::StringRef Text,
                               const apis::ApiDatabase &Apis,
                               const Bindings &B) {
  llvm::SmallVector<llvm::StringRef, 4> Alts;
  Text.split(Alts, '|');
  DeclaredType First;
  bool AnyArray = false;
  for (llvm::StringRef A : Alts) {
    A = A.trim().trim("()?!");
    bool IsArray = false;
    if (A.consume_back("[]"))
      IsArray = true;
    if (A.consume_front("Array<") && A.consume_back(">"))
      IsArray = true;
    auto [Ns, Last] = A.rsplit('.');
    if (Last.empty())
      std::swap(Ns, Last);
    if (DeclaredType D = byName(Ns, Last, Apis, B)) {
      D.IsArray = IsArray;
      AnyArray |= IsArray;
      if (!First)
        First = D;
    }
  }
  First.MaybeArray = First && !First.IsArray && AnyArray;
  return First;
}

/// Reads `{...}` (balanced) after position I; returns its inside.
static llvm::StringRef braced(llvm::StringRef S, size_t &I) {
  while (I < S.size() && (S[I] == ' ' || S[I] == '\t'))
    ++I;
  if (I >= S.size() || S[I] != '{')
    return {};
  size_t Start = ++I;
  unsigned Depth = 1;
  for (; I < S.size(); ++I) {
    if (S[I] == '{')
      ++Depth;
    else if (S[I] == '}' && --Depth == 0)
      return S.slice(Start, I++);
  }
  return {};
}

JsDoc parseJsDoc(llvm::StringRef C) {
  JsDoc D;
  if (!C.starts_with("/**"))
    return D;
  size_t I = 0;
  while ((I = C.find('@', I)) != llvm::StringRef::npos) {
    ++I;
    size_t NameEnd = I;
    while (NameEnd < C.size() && llvm::isAlpha(C[NameEnd]))
      ++NameEnd;
    llvm::StringRef Tag = C.slice(I, NameEnd);
    I = NameEnd;
    if (Tag == "type") {
      D.Type = braced(C, I);
    } else if (Tag == "returns" || Tag == "return") {
      D.Returns = braced(C, I);
    } else if (Tag == "param" || Tag == "arg" || Tag == "argument") {
      llvm::StringRef Ty = braced(C, I);
      while (I < C.size() && (C[I] == ' ' || C[I] == '\t' || C[I] == '['))
        ++I;
      size_t E = I;
      while (E < C.size() &&
             (llvm::isAlnum(C[E]) || C[E] == '_' || C[E] == '$' || C[E] == '.'))
        ++E;
      if (!Ty.empty() && E > I)
        D.Params.push_back({Ty, C.slice(I, E)});
      I = E;
    }
  }
  return D;
}

} // namespace tensorlint::frontend::js
