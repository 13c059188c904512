import Builders

let tree = VStack {
    Text("First").tag(0)
    Text("Second").tag(1)
}
print(String(describing: type(of: tree)))
dump(tree)
